"""What people read: the HTML / Markdown report with its plots, the replay viewer (terminal
header and self-contained HTML page, ``templates/``) and the ``arena rules`` table."""
