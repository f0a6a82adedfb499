"""One module per 哪吒 role, each next to its rulebook paragraph (line numbers refer to
``000_d83c44a9b57d63ed.txt``), and the tables that hook them into the game as data: passives,
on-out hooks, out guards, day skills, triggered skills.  Every card runs but 盗贼, which the
rulebook excludes (line 25): it is data in ``pending`` (every skill ``implemented=False``), so
``arena rules nezha`` lists it and the draft leaves it out.
"""

from typing import Any, Callable

from rulesets.engine import Condition, Game, RoleSpec, Trigger

from ..common import SENT_OFF
from ..rewrite import trigger_run
from . import (agent, alchemist_witch, arbiter, archdemon, assassin_duck, astrologer, avenger,
               awakened_hunter, awakened_knight, awakened_witch, awakened_wolf_king, big_bad_wolf,
               black_bat, blood_demon, bone_demon, chain_master, chaos, clarifier,
               daylight_scholar, demon_emperor, demon_fox, demon_hunter, doctor, dominate, dreamer,
               eclipse_maid, elder_wolf, enchanter, face_changer, fan, gambler, ghost_bride,
               ghost_rider, ghoul, gifts,
               grand_judge, great_tengu, heaven_guard, hidden_wolf, high_monk, kazali,
               lightning_warrior, magnetic_wolf, masquerade, medium, miracle_merchant,
               mirror, mirror_maiden, necromancer, nie_xiaoqian, nightmare_shadow, nine_heavens_sage,
               nine_tailed_fox, obedient_maid, old_driver, overlord_wolf, paladin, phylactery, piper,
               plague_god, poison_strategist, possession_spirit, priest, primordial_guard,
               prophet_apprentice, puppeteer, reaper, red_fox_goddess, red_wolf, religious_elder,
               rexxar, ripper, sacrifice, saintess, santa_wolf, secret_admirer, sequencing_prince,
               shadow, silent_night_mentor, silver_wolf, sniper, soul_comforter, soul_shepherd,
               split_personality,
               streamlight_count,
               surface_look, swordsman, taiping_disciple, taoist, taotie, terrorist,
               thick_skinned_pig, thousand_faces, time_devouring_consort, time_wave, van_helsing,
               vermilion_bird, white_eyed_wolf, wolf_grandma, wolf_shaman, yin_yang_envoy)
from . import pandora
from .pending import PENDING

VILLAGE_MODULES = (possession_spirit, priest, high_monk, mirror_maiden, thick_skinned_pig,
                   taiping_disciple, awakened_hunter, nine_heavens_sage, rexxar,
                   prophet_apprentice, grand_judge, clarifier, yin_yang_envoy, nine_tailed_fox,
                   sequencing_prince, demon_hunter, daylight_scholar, doctor, poison_strategist,
                   soul_shepherd, medium, primordial_guard, lightning_warrior, miracle_merchant,
                   van_helsing, streamlight_count, agent, puppeteer, saintess, taoist, swordsman,
                   soul_comforter, paladin, vermilion_bird, awakened_witch, face_changer,
                   alchemist_witch, awakened_knight, arbiter, red_fox_goddess)
WOLF_MODULES = (hidden_wolf, masquerade, bone_demon, ghost_rider, santa_wolf, great_tengu,
                time_devouring_consort, wolf_grandma, terrorist, black_bat, elder_wolf,
                nightmare_shadow, sniper, reaper, silent_night_mentor, demon_emperor,
                overlord_wolf, red_wolf, big_bad_wolf, wolf_shaman, archdemon, kazali, blood_demon,
                taotie, ghoul, magnetic_wolf, awakened_wolf_king, eclipse_maid, assassin_duck,
                silver_wolf, dreamer,
                chaos)
#: 三方阵营 (lines 658-781), each a camp of its own; 不定阵营 (lines 783-851)
THIRD_MODULES = (astrologer, religious_elder, demon_fox, enchanter, mirror, piper, white_eyed_wolf,
                 gambler, plague_god, ripper, necromancer, ghost_bride, thousand_faces, chain_master,
                 pandora)
UNDETERMINED_MODULES = (old_driver, shadow, obedient_maid, split_personality, avenger, sacrifice,
                        secret_admirer, nie_xiaoqian, fan, phylactery)
#: the cards that run, in rulebook order
IMPLEMENTED: tuple[RoleSpec, ...] = tuple(m.ROLE for m in VILLAGE_MODULES + WOLF_MODULES
                                          + THIRD_MODULES + UNDETERMINED_MODULES)
#: additional identities (人偶, 使徒): accounts and surface identities, never drafted
ADDITIONAL = (puppeteer.PUPPET, soul_comforter.APOSTLE)
_DONE = {r.id for r in IMPLEMENTED}
#: every role of the pool (implemented first, so their skill names win in the name index)
ROLES: tuple[RoleSpec, ...] = IMPLEMENTED + tuple(r for r in PENDING if r.id not in _DONE) \
    + ADDITIONAL

#: 有X必有Y (lines 227, 278, 382, 544, 553, 623): role -> the roles it needs
REQUIRES = {m.ROLE.id: m.REQUIRES
            for m in VILLAGE_MODULES + WOLF_MODULES + THIRD_MODULES + UNDETERMINED_MODULES
            if hasattr(m, "REQUIRES")}
#: the win conditions of the camps beside 村民 / 狼人 / 不定, by camp: a third party's module
#: declares ``CAMP_WINS = {ROLE.camp: (Condition(...), ...)}`` (its 胜利条件; 屠城 and the common
#: lose condition 所属阵营的全部角色均出局 are added by ``wins``), a role that forms a camp in play
#: (黑情侣) declares that camp's too.  Role modules never import ``wins``: a win they cause is a
#: condition here (or ``GameOver`` raised where the rulebook says the camp wins at once).
CAMP_WINS: dict[str, tuple[Condition, ...]] = {
    camp: wins for m in THIRD_MODULES + UNDETERMINED_MODULES
    for camp, wins in getattr(m, "CAMP_WINS", {}).items()}
#: camp names (zh, en) of those camps, every printed third party's (names only: the camps judged
#: and learned are ``Nezha.camps``): a third party's camp is 「<role>阵营」 (吹笛阵营, 妖狐阵营,
#: line 705/677) unless its module says otherwise (``CAMP_NAMES``)
CAMP_NAMES: dict[str, tuple[str, str]] = {
    **{r.camp: (f"{r.zh}阵营", f"the {r.en}'s camp") for r in ROLES
       if r.camp not in ("village", "wolf", "undetermined") and not r.additional},
    **{c: n for m in THIRD_MODULES + UNDETERMINED_MODULES
       for c, n in getattr(m, "CAMP_NAMES", {}).items()}}
#: wins any camp may have through one of its roles, judged when the phase ends: (label,
#: holds(game, camp)[, the priority entry it ranks as]); 暗恋者: 你所在的阵营直接获胜 (line 838);
#: 希望之光: 开启者所在的阵营直接获胜 (line 777), ranked last (line 872)
ANY_CAMP_WINS = (("暗恋者与暗恋对象为邻居", secret_admirer.neighbours_win), pandora.HOPE_WIN)

#: statuses <强制> skills keep granting, by skill
PASSIVES = {p.skill: p for p in (
    priest.PASSIVE, thick_skinned_pig.PASSIVE, taiping_disciple.PASSIVE, nine_tailed_fox.PASSIVE,
    demon_hunter.PASSIVE, agent.PASSIVE, puppeteer.PASSIVE, dominate.PASSIVE,
    overlord_wolf.PASSIVE, demon_fox.PASSIVE)}

#: on-out hooks keyed by a skill the seat holds when it goes out (none for a role sent off by a red
#: card: 不能发动任何技能, line 161, ruling N119)
ON_OUT = {
    thick_skinned_pig.SURVIVE.id: thick_skinned_pig.on_out,
    taiping_disciple.MESSENGER.id: taiping_disciple.on_out,
    awakened_hunter.PATROL.id: awakened_hunter.on_out,
    rexxar.LAST_SHOT.id: rexxar.on_out,
    arbiter.WRATH.id: arbiter.on_out,
    red_fox_goddess.BLAZE.id: red_fox_goddess.on_out,
    awakened_wolf_king.REVENGE.id: awakened_wolf_king.on_out,
    wolf_grandma.DECEIVE.id: wolf_grandma.on_out,
}


def _unless_sent_off(hook: Callable[[Game, int, str], None]) -> Callable[[Game, int, str], None]:
    """``hook``, skipped when the out is a red card (红牌罚下…不能发动任何技能)."""
    def run(g: Game, seat: int, cause: str) -> None:
        if cause != SENT_OFF:
            hook(g, seat, cause)
    return run


ON_OUT = {skill: _unless_sent_off(hook) for skill, hook in ON_OUT.items()}
#: [开局] skills a role may take from another's card, decided at once when taken refreshed (line 117)
OPENINGS = {
    great_tengu.CHOICE.id: great_tengu.choose_branch,
    hidden_wolf.DISGUISE.id: hidden_wolf.disguise_one,
    wolf_grandma.PRETEND.id: wolf_grandma.pretend_one,
    overlord_wolf.OVERLORD.id: overlord_wolf.take,
    old_driver.ARROW.id: old_driver.link_any,
    old_driver.WRENCH.id: old_driver.wrench_one,
    fan.FOLLOW.id: fan.pick_idol, phylactery.SAME_FATE.id: phylactery.bind,
    nie_xiaoqian.GHOST_LOVE.id: nie_xiaoqian.pick_beloved, shadow.HOST.id: shadow.pick_host,
    secret_admirer.CRUSH.id: secret_admirer.find_crush,
    demon_fox.TRANSFORM.id: demon_fox.transform,
}
#: hooks run for every out
ANY_OUT = (prophet_apprentice.on_any_out, paladin.on_any_out, red_wolf.on_any_out,
           wolf_grandma.on_any_out, bone_demon.on_any_out, eclipse_maid.on_any_out,
           white_eyed_wolf.on_any_out, nie_xiaoqian.on_any_out, shadow.on_any_out,
           avenger.on_any_out, ghost_bride.on_any_out, pandora.on_any_out, mirror.on_any_out,
           piper.on_any_out)
#: what may stop an out before it happens
GUARDS = (vermilion_bird.guard, soul_shepherd.guard, awakened_knight.guard, chaos.guard,
          religious_elder.guard, enchanter.guard, avenger.guard)
#: [正午] skills used on a post
SPECIALS = (taiping_disciple.SPECIAL, grand_judge.SPECIAL, *clarifier.SPECIALS, medium.SPECIAL,
            paladin.SPECIAL, awakened_knight.SPECIAL, terrorist.SPECIAL, assassin_duck.SPECIAL,
            astrologer.SPECIAL, chain_master.SPECIAL, *secret_admirer.SPECIALS,
            *silver_wolf.SPECIALS, piper.SPECIAL)
#: skills fired by an out and used at the next 晨曦 / 黄昏 (出局后下一个时点)
TRIGGER_RUNS = {
    rexxar.LAST_SHOT.id: rexxar.last_shot,
    awakened_hunter.PATROL.id: awakened_hunter.patrol,
    red_fox_goddess.BLAZE.id: red_fox_goddess.blaze_after_out,
    awakened_wolf_king.REVENGE.id: awakened_wolf_king.revenge,
}


def _while_usable(run: Callable[[Game, Trigger], Any]) -> Callable[[Game, Trigger], Any]:
    """A post-out skill is not offered while a status the out role still holds disables it now
    (状态依然正常持有, line 160; [沉默] stops every skill but the forced ones, line 94): the
    time point passes unused (ruling N370)."""
    def flow(g: Game, trigger: Trigger):
        if not g.can_use(trigger.seat, trigger.skill):
            return
        return (yield from run(g, trigger))
    return flow


#: each settling inside ``rewrite.settling`` (以太编程's rewrites), offered only while usable
TRIGGER_RUNS = {skill: _while_usable(trigger_run(run)) for skill, run in TRIGGER_RUNS.items()}
#: decisions that go with a skill (which guard, which gift, a juror's vote...) and the gifted
#: skills, named for scenarios and prompts
DECISIONS = (heaven_guard.CHOICE, possession_spirit.LINK, mirror_maiden.CAMP, mirror_maiden.CARD,
             mirror_maiden.KNIFE, *surface_look.DECISIONS, grand_judge.VERDICT, time_wave.PICK,
             poison_strategist.SCHEME_STATUS, poison_strategist.BOOST, soul_shepherd.MESSAGE,
             medium.CONSENT, miracle_merchant.KIND, nightmare_shadow.TACITURN,
             awakened_witch.COUNCIL_TARGET, awakened_witch.COUNCIL_VOTE, assassin_duck.GUESS,
             santa_wolf.MODE, santa_wolf.OPEN, dreamer.IMAGINE, dreamer.DREAM, dreamer.FADE,
             *gifts.SKILLS, astrologer.GUESS, religious_elder.HERETICS, necromancer.SOUL_VOTE,
             gambler.POTION, old_driver.SHAKE_PICK, secret_admirer.NOTE, ghost_bride.WITNESS,
             *silver_wolf.DECISIONS, *pandora.DECISIONS, enchanter.FALL_SKILL, *piper.DECISIONS)
#: ballots cast for out roles once a vote thread is over: (game, ballots, candidates)
OUT_BALLOTS = (necromancer.soul_ballots,)
#: hooks run when an out is announced (宣布出局)
ON_ANNOUNCED = (nine_tailed_fox.on_announced, ripper.on_announced)
#: hooks run when a seat uses (发动) a skill: (game, seat, skill)
ON_USED = (blood_demon.on_used, white_eyed_wolf.on_used, pandora.on_used)
#: hooks run when a [指定] skill reaches its 结算目标: (game, source, skill, finals)
ON_AIMED = (taotie.on_aimed, dreamer.on_aimed, avenger.on_aimed, demon_fox.on_aimed, mirror.on_aimed)
#: declared blockers of other camps' wins (妖狐: 妖狐仍然存活，会导致其他阵营无法获胜): (game, camp)
VETOES = (demon_fox.veto,)
#: decisions an out fires, made in the phase of the out where 殉职 is (希望之光's 投票出局 heir)
AFTER_OUT = {**pandora.AFTER_OUT}
#: skills asked at another skill's step of the night order (one step for two guards): skill ->
#: the step's skill (``compel``: 混乱2 can drive either)
ASKED_WITH = {**heaven_guard.ASKED_WITH}
#: who steers a seat's use of a skill now (``steer``): (game, seat, skill) -> the steering seat
STEERS = (enchanter.steers,)
#: holders that refuse every negative status now (蛊惑师's 身份属性): (game, seat) -> bool
SHUNS_NEGATIVE = (enchanter.shuns_negative,)
#: whether a 结算目标 reflects now (镜[反射], the chain's 反射 stage), and the hooks run when it
#: does: (game, holder, skill, source, new target)
REFLECTS = mirror.reflects
ON_REFLECTED = (mirror.on_reflected,)
