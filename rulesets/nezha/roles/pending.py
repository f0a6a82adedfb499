"""The roles of the pool that do not run yet, as data: names, camp, strength value, tags and
skills (each ``implemented=False``), so that ``arena rules nezha`` lists all 98 roles and the draft
leaves them out.  A third party's camp is its own id (line 132).  A role moves to its own module
(and out of this list) when it is implemented."""

from rulesets.engine import RoleSpec, SkillSpec


def _pending(role: str, skills: list[tuple[str, str, str, str]]) -> tuple[SkillSpec, ...]:
    """Skill specs of a role that is not implemented yet: (zh, timing, flags, summary)."""
    return tuple(SkillSpec(f"{role}_{i}", zh, zh, zh, timing, summary,
                           tuple(f for f in flags.split(",") if f), implemented=False)
                 for i, (zh, timing, flags, summary) in enumerate(skills, 1))


PENDING = (
    RoleSpec('silver_wolf', '银狼', '银狼', 'Silver Wolf', camp='wolf', line=631,
             strength=10, tags=('翻牌',), skills=_pending('silver_wolf', [
                 ('漏洞入侵', '早夜', '指定', 'Target gets 漏洞.'),
                 ('病毒移植', '正午', '翻牌', 'All current 漏洞 holders get permanent 业炎 + 寡言 + 流血.'),
                 ('以太编程', '正午', '指定', "Each player once: see all target's skills (incl. pack 杀人) and rewrite part of one skill's text until next 正午: 指杀/穿透/致死伤害 interchangeable; common statuses swappable among 沉默/缴械/遗忘/超度/迷魂/流血/寡言/漏洞/隐身/守护：∞/坚韧/自由/独裁/秩序; target learns the new text."),
             ])),
    RoleSpec('demon_fox', '妖狐', '妖狐', 'Demon Fox', camp='demon_fox', line=672,
             strength=30, tags=(), skills=_pending('demon_fox', [
                 ('化形', '开局', '强制', 'Choose own surface camp/identity/knife. Checked by a real seer-family identity -> takes 致死伤害 from the checker. 不死 against everything except being checked and top-vote exile.'),
                 ('(身份属性) 小弟', '开局', '', 'A random village player converts to the fox camp and gains 通灵; it takes 致死伤害 when the fox goes out. The village count can never be the minimum bound when 妖狐 is present.'),
             ])),
    RoleSpec('enchanter', '蛊惑师', '蛊惑师', 'Enchanter', camp='enchanter', line=679,
             strength=35, tags=(), skills=_pending('enchanter', [
                 ('蛊惑', '午夜', '指定', "Not the same target on consecutive nights. If the enchanter would go out tonight, it survives and the target takes 致死伤害 at the enchanter's tally position."),
                 ('堕落', '黄昏', '', "Declare a skill and its user's initial identity; if that skill is used tonight, the enchanter picks its target (without learning the original choice) and receives its feedback; not the same skill on consecutive nights; pack 杀人 invalid, individual 杀人 valid."),
                 ('(身份属性)', '', '', 'Receives no negative statuses on the first night.'),
             ])),
    RoleSpec('mirror', '镜', '镜', 'Mirror', camp='mirror', line=686,
             strength=40, tags=(), skills=_pending('mirror', [
                 ('反射', '', '强制', 'At night, if settle target of a 指定 skill, a random player without 反射 becomes the settle target instead; after night actions learns all reflected ops and their new targets (not sources).'),
                 ('镜像', '晨曦', '限定', 'Copy any skill that was ever used on it (reflected or not); permanent from next night. While unused, learns each day the new skills used on it.'),
             ])),
    RoleSpec('piper', '吹笛', '吹笛', 'Piper', camp='piper', line=692,
             strength=50, tags=(), skills=_pending('piper', [
                 ('(身份属性)', '', '', "On the piper's death, all permanent 寡言 are removed and it is announced."),
                 ('神恩', '', '强制', 'Permanent 秩序.'),
                 ('迷惑', '深夜', '指定', 'Up to 2 other players without 寡言 gain permanent 寡言.'),
                 ('混乱', '正午', 'count 3', "Day, unannounced: (1) 2 charges: all 寡言 holders' votes today follow the piper's vote; (2) 1 charge: force a player to use its real identity's Nth skill on chosen targets; for night 指定 skills with correct target count on a 吹笛-marked user, it is told '你被吹笛迷惑...' and the piper gets the feedback; bypasses statuses/limits/counts/lost-skill/target restrictions but occupies the skill and consumes limits."),
             ])),
    RoleSpec('ghost_bride', '鬼魂新娘', '鬼魂新娘', 'Ghost Bride', camp='ghost_bride', line=749,
             strength=60, tags=('接刀',), skills=_pending('ghost_bride', [
                 ('冥婚', '开局', '指定', "Become 真爱情侣 with a target (if target is 丘比特/炸弹/上帝使徒/双子星/隐身, re-pick). Partner village -> a random wolf becomes witness (证婚人) and converts; partner wolf -> a random villager becomes witness; partner third/undetermined -> lovers pick a witness. Lovers and witness know each other; a [群内] witness loses the tag and shares the lovers' group."),
                 ('(身份属性) 接刀', '', '', "Receives the knife only after all other [群内]/[接刀] are out (void if partner is undetermined, which already has a knife). Copiers get Cupid's skill instead."),
             ])),
    RoleSpec('pandora', '潘多拉', '潘多拉', 'Pandora', camp='pandora', line=772,
             strength=70, tags=(), skills=_pending('pandora', [
                 ('(身份属性) 盲盒', '开局', '', 'round(0.4N) boxes: exactly 1 希望之光, floor(1/2) random one-shot non-forced skills of absent roles, floor(1/3) bad gifts, rest sheriff powers.'),
                 ('潘多拉的赠礼', '早夜', '指定', "2 players (each once per game) + 2 boxes; each must open (effect) or refuse (迷魂 until next night); anonymous public report. 希望之光: opener's camp wins after surviving 2 full days+nights (Pandora: 1); killing the opener steals it. Random skill: one use (Pandora: permanent). Bad gift = Santa bad gift (Pandora may swap). Sheriff power: choose 自由/秩序/独裁 permanently (Pandora: any)."),
             ])),
    RoleSpec('thief', '盗贼', '盗贼', 'Thief', camp='undetermined', line=834,
             strength=None, tags=(), skills=_pending('thief', [
                 ('偷换', '开局', '强制', 'Gets 2 unused identities and picks one to play (actual identity stays 盗贼); board balance is computed after its pick.'),
             ])),
)
