"""What a run's games mean: facts read from records, deception metrics, openskill ratings,
small statistics (Wilson intervals, means), and the analysis a report shows."""
