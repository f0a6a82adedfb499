"""The cards of the pool that do not run, as data: names, camp, strength value, tags and skills
(each ``implemented=False``), so that ``arena rules nezha`` lists all 98 roles and the draft leaves
them out.  Every card runs now but 盗贼, which the rulebook excludes (由于包含盗贼的情形过于复杂，因此本
局不会出现盗贼, line 25; ``Ruleset.excluded``).  A card implemented later moves to its own module
(and out of this list); an implemented module's ROLE replaces its entry here anyway."""

from rulesets.engine import RoleSpec, SkillSpec


def _pending(role: str, skills: list[tuple[str, str, str, str]]) -> tuple[SkillSpec, ...]:
    """Skill specs of a role that is not implemented yet: (zh, timing, flags, summary)."""
    return tuple(SkillSpec(f"{role}_{i}", zh, zh, zh, timing, summary,
                           tuple(f for f in flags.split(",") if f), implemented=False)
                 for i, (zh, timing, flags, summary) in enumerate(skills, 1))


PENDING = (
    RoleSpec('thief', '盗贼', '盗贼', 'Thief', camp='undetermined', line=834,
             strength=None, tags=(), skills=_pending('thief', [
                 ('偷换', '开局', '强制', 'Gets 2 unused identities and picks one to play (actual identity stays 盗贼); board balance is computed after its pick.'),
             ])),
)
