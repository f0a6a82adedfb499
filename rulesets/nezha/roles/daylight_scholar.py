"""其他身份 13，白昼学者⑦ (line 277): 有白昼学者必有寂夜导师; its skills are in ``time_wave``."""

from rulesets.engine import RoleSpec

from .time_wave import SKILLS

ROLE = RoleSpec("daylight_scholar", "白昼学者", "白晝學者", "Daylight Scholar", camp="village",
                skills=SKILLS, line=277, strength=7)
#: 有白昼学者必有寂夜导师
REQUIRES = ("silent_night_mentor",)
