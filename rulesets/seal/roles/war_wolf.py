"""13.戰狼 (line 217) — 有狼刀，查驗是否為狼人時為狼人。除放逐、自爆外，免疫死亡。"""

from rulesets.engine import RoleSpec, SkillSpec

HARDY = SkillSpec("war_wolf_immunity", "免疫死亡", "免疫死亡", "Deathless", "被動",
                  "Immune to every death except exile and self-explosion.", ("被動",))
ROLE = RoleSpec("war_wolf", "战狼", "戰狼", "War Wolf", camp="wolf", checks_as_wolf=True,
                knife=True, immune=frozenset({"knife", "poison", "lovesick", "duel", "take"}),
                skills=(HARDY,), line=217)
