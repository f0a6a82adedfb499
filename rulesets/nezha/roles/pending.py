"""The roles of the pool that this part does not run yet, as data: names, camp, strength value,
tags and skills (each ``implemented=False``), so that ``arena rules nezha`` lists all 98 roles and
the draft leaves them out.  A third party's camp is its own id (line 132).  A role moves to its
own module when it is implemented."""

from rulesets.engine import RoleSpec, SkillSpec


def _pending(role: str, skills: list[tuple[str, str, str, str]]) -> tuple[SkillSpec, ...]:
    """Skill specs of a role that is not implemented yet: (zh, timing, flags, summary)."""
    return tuple(SkillSpec(f"{role}_{i}", zh, zh, zh, timing, summary,
                           tuple(f for f in flags.split(",") if f), implemented=False)
                 for i, (zh, timing, flags, summary) in enumerate(skills, 1))


PENDING = (
    RoleSpec('possession_spirit', '凭依灵', '凭依灵', 'Possession Spirit', camp='village', line=190,
             strength=8, tags=('验人系',), skills=_pending('possession_spirit', [
                 ('灵魂凭依', '深夜', '指定', "Check one player's SURFACE identity (reported as '选择目标是XX身份', once per settle target); the settle target learns '发动者是凭依灵'; optionally (decided before seeing the result) user and target become 虚情情侣 until next night starts."),
             ])),
    RoleSpec('priest', '牧师', '牧师', 'Priest', camp='village', line=195,
             strength=10, tags=('验人系',), skills=_pending('priest', [
                 ('神恩', '', '强制', 'Permanent 秩序.'),
                 ('侦测', '深夜', '指定', "Learn whether one player's SURFACE camp is village ('村民阵营' / '非村民阵营')."),
                 ('圣光', '深夜', '指定,限定', "If target's ACTUAL camp is village, it gains 不死 until night end; else nothing."),
                 ('天火', '深夜', '指定,限定', "If target's ACTUAL camp is non-village, deal 致死伤害; else nothing."),
             ])),
    RoleSpec('high_monk', '高僧', '高僧', 'High Monk', camp='village', line=205,
             strength=8, tags=('验人系',), skills=_pending('high_monk', [
                 ('超度', '深夜', '指定', "Check 2 players' SURFACE knife (群内/接刀 tag or 杀人 skill -> 'can kill'); those reported 'can kill' receive permanent 超度 at night end."),
             ])),
    RoleSpec('mirror_maiden', '魔镜少女', '魔镜少女', 'Mirror Maiden', camp='village', line=209,
             strength=8, tags=('验人系',), skills=_pending('mirror_maiden', [
                 ('问镜', '深夜', '指定', 'Pick any number of players plus a surface-identity filter (camp/identity/knife); learn the 马甲 of one random settle target matching the filter, or no feedback.'),
             ])),
    RoleSpec('thick_skinned_pig', '厚皮肉猪', '厚皮肉猪', 'Thick Skinned Pig', camp='village', line=215,
             strength=5, tags=(), skills=_pending('thick_skinned_pig', [
                 ('苟活', '', '强制', '不死 against non-village sources and permanent 秩序; when the pig goes out, 2 random living villagers receive permanent 净化 (=沉默+超度+遗忘).'),
             ])),
    RoleSpec('taiping_disciple', '太平道徒', '太平道徒', 'Taiping Disciple', camp='village', line=218,
             strength=5, tags=('翻牌',), skills=_pending('taiping_disciple', [
                 ('雷公助我', '正午', '指定,限定', 'Except on 竞选日, select at least round(30% of total players) targets (dead allowed); if ALL settle targets are actual wolves, all take 致死伤害.'),
                 ('神使', '', '强制,翻牌', 'Permanent 秩序. On death: flips, may leave last words even without a slot; if voted out or killed by a village skill, all villagers get 净化 from the start of the next night until the following 正午, with public mourning text.'),
             ])),
    RoleSpec('awakened_hunter', '觉醒猎人', '觉醒猎人', 'Awakened Hunter', camp='village', line=223,
             strength=5, tags=(), skills=_pending('awakened_hunter', [
                 ('巡猎', '晨曦/黄昏', '', 'At the first window after its death, choose up or down the seat ring; the first living player whose ACTUAL camp differs from the hunter gets 沉默+漏洞 and 致死伤害; announced immediately.'),
             ])),
    RoleSpec('nine_heavens_sage', '九天圣人', '九天圣人', 'Nine Heavens Sage', camp='village', line=226,
             strength=6, tags=(), skills=_pending('nine_heavens_sage', [
                 ('黑暗守护', '午夜', '指定', 'Target gains 坚韧 tonight. Only one guard per night; no same target on consecutive nights; no same guard type on consecutive nights.'),
                 ('光明守护', '午夜', '指定', 'Target gains 不死 during the next day (same restrictions).'),
                 ('日月合击', '凌晨', '强制', 'If any player received more than one 黑暗/光明守护 effect tonight, every holder of this skill deals one 致死伤害 to that player.'),
             ])),
    RoleSpec('rexxar', '雷克萨', '雷克萨', 'Rexxar', camp='village', line=234,
             strength=6, tags=(), skills=_pending('rexxar', [
                 ('最后一枪', '晨曦/黄昏', '指定', 'At the first window after going out, deal 致死伤害 to any player; not limited (fires again after revive-and-die; gifted guns too).'),
                 ('咆哮', '黄昏', '强制', "If a ring neighbour (either side) has SURFACE camp wolf, next day announces '熊咆哮了' (even if Rexxar died that night); multiple roars judged separately, unattributed."),
             ])),
    RoleSpec('prophet_apprentice', '预言学徒', '预言学徒', 'Prophet Apprentice', camp='village', line=241,
             strength=6, tags=(), skills=_pending('prophet_apprentice', [
                 ('传承', '', '强制,限定', "When a seer-family identity goes out, immediately inherit that role's skills (refreshed) and surface identity."),
             ])),
    RoleSpec('grand_judge', '大法官', '大法官', 'Grand Judge', camp='village', line=244,
             strength=6, tags=(), skills=_pending('grand_judge', [
                 ('审判', '早夜', '指定,限定', "Pick 2 other players; if exactly 2 settle, the three share a group tonight and must unanimously choose someone to execute; that player takes 投票出局 from the judge at 晨曦 (announced '被审判处决'). If the group is not exactly 3, void but the limit is spent."),
                 ('一锤定音', '正午', '限定', "Judge's vote weight +100 for today."),
             ])),
    RoleSpec('clarifier', '清晰者', '清晰者', 'Clarifier', camp='village', line=250,
             strength=6, tags=(), skills=_pending('clarifier', [
                 ('崩塌狙击', '正午', '指定,限定', 'Not on 竞选日: deal 致死伤害 to one player.'),
                 ('超限锁定', '正午', '指定,限定', "Not on 竞选日: publicly announce the target; all votes it receives this discussion day count double (multiple locks don't stack)."),
             ])),
    RoleSpec('yin_yang_envoy', '阴阳使者', '阴阳使者', 'Yin Yang Envoy', camp='village', line=257,
             strength=6, tags=(), skills=_pending('yin_yang_envoy', [
                 ('复活', '凌晨', '指定,限定', 'Choose a dead player whose corpse still exists; it revives at the start of the next 晨曦 with statuses as at death. Holder learns which corpses were eaten.'),
             ])),
    RoleSpec('nine_tailed_fox', '九尾狐', '九尾狐', 'Nine Tailed Fox', camp='village', line=262,
             strength=6, tags=(), skills=_pending('nine_tailed_fox', [
                 ('九尾', '', '强制', 'Starts with round(0.4N) tails; loses one (notified) whenever an ACTUAL-village player is announced out; at <=0 tails takes 致死伤害 at the start of every 晨曦; permanent 不死 except from this self-kill.'),
             ])),
    RoleSpec('sequencing_prince', '定序王子', '定序王子', 'Sequencing Prince', camp='village', line=265,
             strength=6, tags=('翻牌',), skills=_pending('sequencing_prince', [
                 ('重定时间', '黄昏', '翻牌,指定', "Pick a player who went out during today's 正午/黄昏 (self only at next window if it died then; may pick nobody); it revives after 黄昏 ends (statuses as at death); regardless, next 正午 holds one extra public vote."),
             ])),
    RoleSpec('demon_hunter', '猎魔人', '猎魔人', 'Demon Hunter', camp='village', line=271,
             strength=7, tags=(), skills=_pending('demon_hunter', [
                 ('猎杀', '深夜', '指定,count 3', 'Once per night. ACTUAL wolf target -> 穿透; third/undetermined -> costs 1 extra charge; village -> costs 2 extra charges. If charges end negative, the hunter takes 致死伤害 (even with no settle target).'),
                 ('宿命', '', '强制', 'Each night, 坚韧 against ACTUAL-village sources.'),
             ])),
    RoleSpec('daylight_scholar', '白昼学者', '白昼学者', 'Daylight Scholar', camp='village', line=277,
             strength=7, tags=(), skills=_pending('daylight_scholar', [
                 ('时波增幅', '早夜', '指定,限定', 'Target is told to pick one of its skills to use one extra time tonight (not counted against limits; pack members may pick 杀人). Excludes 时波削弱.'),
                 ('时波削弱', '早夜', '指定,限定', 'Target gets 恐惧 until next 正午. Excludes 时波增幅.'),
                 ('时波混乱', '凌晨', '强制', 'If any player received more than one 时波 effect tonight, all those effects are void and every holder deals 致死伤害 to that player (a pack counts as one character: the random kill source dies).'),
             ])),
    RoleSpec('doctor', '医生', '医生', 'Doctor', camp='village', line=285,
             strength=7, tags=(), skills=_pending('doctor', [
                 ('救治', '午夜', '指定', 'Target gains 守护：∞ until night end; if the target was not hit by any 指杀 tonight, it receives 流血 after night actions and before the death tally.'),
             ])),
    RoleSpec('poison_strategist', '毒士', '毒士', 'Poison Strategist', camp='village', line=289,
             strength=7, tags=(), skills=_pending('poison_strategist', [
                 ('毒计', '早夜', '指定,count 0', 'Target immediately and permanently gains one chosen status from 流血/沉默/遗忘/迷魂/超度/漏洞.'),
                 ('谋策', '早夜', '指定,count 3', 'Once per day: if the target has a counted skill (not temporary), after 早夜 it may add +1 to one counted skill; otherwise 毒计 +1 for the user.'),
             ])),
    RoleSpec('soul_shepherd', '牧魂人', '牧魂人', 'Soul Shepherd', camp='village', line=295,
             strength=7, tags=(), skills=_pending('soul_shepherd', [
                 ('魂力', '', '强制', 'Vote weight +1 per player death (repeat deaths of revived players count); each 3 deaths grant one immunity to a night-time removal.'),
                 ('返魂', '晨曦', '强制', 'While a holder lives, all dead players are told; each 晨曦 each dead player may send a 2-character message to the holders (source known).'),
             ])),
    RoleSpec('medium', '灵媒师', '灵媒师', 'Medium', camp='village', line=300,
             strength=7, tags=(), skills=_pending('medium', [
                 ('安葬', '深夜', '指定', "Learn a dead player's ACTUAL camp and ACTUAL identity."),
                 ('降灵', '正午', '指定,限定', 'A dead target is asked to consent; if it agrees the medium gains its skills (refreshed) until next 正午 starts; if refused the limit refreshes.'),
             ])),
    RoleSpec('primordial_guard', '原初守卫', '原初守卫', 'Primordial Guard', camp='village', line=306,
             strength=7, tags=(), skills=_pending('primordial_guard', [
                 ('原初守护', '午夜', '指定', 'Choose any X players: each gets 守护：∞ until night end (if exactly one settle target: 坚韧 instead); these players cannot be chosen for the next X nights.'),
             ])),
    RoleSpec('lightning_warrior', '闪电战士', '闪电战士', 'Lightning Warrior', camp='village', line=310,
             strength=7, tags=(), skills=_pending('lightning_warrior', [
                 ('轰雷斩', '', '强制', "The warrior's exile-vote target gets 流血 after voting; if it is ACTUAL wolf whose identity name lacks '狼', one more 流血 (-> lethal)."),
             ])),
    RoleSpec('miracle_merchant', '奇迹商人', '奇迹商人', 'Miracle Merchant', camp='village', line=313,
             strength=8, tags=(), skills=_pending('miracle_merchant', [
                 ('馈赠', '深夜', '指定,count 0', '+1 charge at the start of each odd-numbered night (if usable). Give another player (each player once) one of 5 gifts, each once per game: 验人->通灵, 毒药->毒药, 猎枪->最后一枪, 守护->流光庇护, 控制->冰冻; recipient learns it at night end; one use each.'),
             ])),
    RoleSpec('van_helsing', '范海辛', '范海辛', 'Van Helsing', camp='village', line=323,
             strength=8, tags=(), skills=_pending('van_helsing', [
                 ('寻踪', '早夜', '', "When it has no lock or the locked (alive) role has died: ask whether a named wolf-camp identity is alive; if 'not alive' (also for absent roles) may ask again immediately."),
                 ('追猎', '深夜', '指定', "If target's ACTUAL identity is the locked one: 穿透 + '追猎成功'. Else if target is within 4 seats of the locked role's holder (ring as of nightfall): '追猎目标就在附近'. Else no feedback."),
             ])),
    RoleSpec('streamlight_count', '流光伯爵', '流光伯爵', 'Streamlight Count', camp='village', line=330,
             strength=8, tags=(), skills=_pending('streamlight_count', [
                 ('神恩', '', '强制', 'Permanent 秩序.'),
                 ('流光庇护', '早夜', '指定', 'Another player gains 不死 + 秩序 tonight; not the same target on consecutive nights.'),
             ])),
    RoleSpec('agent', '特工', '特工', 'Agent', camp='village', line=335,
             strength=8, tags=(), skills=_pending('agent', [
                 ('潜藏', '', '强制', 'Each night, 不死 against wolf-camp sources.'),
                 ('伏击', '深夜', '指定,限定', 'If target is ACTUAL wolf, 穿透; else nothing. Using it removes 潜藏.'),
             ])),
    RoleSpec('puppeteer', '魔偶师', '魔偶师', 'Puppeteer', camp='village', line=340,
             strength=8, tags=(), skills=_pending('puppeteer', [
                 ('人偶操控', '午夜', '指定', "Swap ('交换', magician rule) the puppet with the target: targeted skills on one go to the other; not the same target on consecutive nights; void if either is already swapped."),
                 ('人偶之身 (人偶)', '', '强制', 'Puppet account: permanent 不死; if the controller goes out, the puppet loses 不死 and takes 致死伤害 (连带).'),
             ])),
    RoleSpec('saintess', '圣女', '圣女', 'Saintess', camp='village', line=350,
             strength=9, tags=(), skills=_pending('saintess', [
                 ('祝福', '凌晨', '指定,限定', 'If target is ACTUAL village, its identity skills refresh to initial and all its negative statuses are cleared.'),
                 ('净化', '凌晨', '指定,限定', 'If target is ACTUAL non-village, it gains permanent 净化 status.'),
             ])),
    RoleSpec('taoist', '道士', '道士', 'Taoist', camp='village', line=356,
             strength=9, tags=(), skills=_pending('taoist', [
                 ('结印', '早夜', '指定', "Exactly 3 targets (none repeated from last night). All different actual camps -> every player not in the taoist's actual camp gets 沉默 until next 正午. All same but not taoist's -> the 3 get 冰冻 until next 正午. All same as taoist -> taoist gains 独裁 next day and the player he votes is flipped at 黄昏 end. Otherwise nothing."),
             ])),
    RoleSpec('swordsman', '剑士', '剑士', 'Swordsman', camp='village', line=363,
             strength=9, tags=(), skills=_pending('swordsman', [
                 ('剑痕', '深夜', '', 'On a night without 蓄力斩, have the director publish up to 50 characters of any content tomorrow (may imitate system announcements).'),
                 ('防反', '午夜', '指定', 'Tonight, the first [指定] skill that would directly deal 指杀/穿透/致死伤害 to the swordsman is borne by the settle target instead; then 防反 is lost and the swordsman notified.'),
                 ('蓄力斩', '深夜', '指定', 'Target gets 流血.'),
             ])),
    RoleSpec('soul_comforter', '慰魂师', '慰魂师', 'Soul Comforter', camp='village', line=370,
             strength=9, tags=(), skills=_pending('soul_comforter', [
                 ('神恩', '', '强制', 'Permanent 秩序.'),
                 ('安魂', '深夜', '指定,限定', "If target is ACTUAL wolf without '狼' in its identity name: after the night it is flipped and gets permanent 净化; otherwise the limit refreshes (notified)."),
                 ('感召', '早夜', '指定,限定', "If target is ACTUAL village: its surface identity becomes 使徒, it shares a group with the 慰魂师 and gains 神恩 + 长眠. Otherwise the target learns the user's actual identity."),
                 ('长眠 (使徒额外技能)', '深夜', '指定,限定', "If target is ACTUAL wolf without '狼' in name, deal 致死伤害; otherwise the limit refreshes."),
             ])),
    RoleSpec('paladin', '圣武士', '圣武士', 'Paladin', camp='village', line=381,
             strength=9, tags=(), skills=_pending('paladin', [
                 ('昭示', '正午', '指定,限定', 'Target is flipped (identity revealed).'),
                 ('至圣斩', '深夜', '指定,count 0', "+1 charge per 2 village-camp players removed by non-village skills. Target gets 流血, plus another 流血 if its actual camp differs from the paladin's."),
                 ('守护灵光', '', '强制', "The paladin and village-camp players adjacent to it on that day's ring get permanent 秩序."),
             ])),
    RoleSpec('vermilion_bird', '朱雀', '朱雀', 'Vermilion Bird', camp='village', line=389,
             strength=9, tags=(), skills=_pending('vermilion_bird', [
                 ('涅槃重生', '', '强制', 'When going out, avoids it, clears its negative statuses, +1 charge to 业炎 and 天火; the village loss threshold is reduced by 1.'),
                 ('业炎', '午夜', '指定,count 0', 'Target gains permanent 业炎.'),
                 ('天火', '深夜', '指定,count 1', 'If target is ACTUAL non-village, 致死伤害.'),
             ])),
    RoleSpec('awakened_witch', '觉醒女巫', '觉醒女巫', 'Awakened Witch', camp='village', line=397,
             strength=10, tags=(), skills=_pending('awakened_witch', [
                 ('灵通', '凌晨', '强制', 'Each night learn the 选择目标 of all 指杀 skills, ring-ordered, without counts/order.'),
                 ('救药', '凌晨', '指定,count 1', 'Target gets 守护：∞ until night end; unavailable if 毒药议会 used tonight or no charges. Feedback given whenever there is a 选择目标.'),
                 ('毒药议会', '凌晨', '指定,count 3', "Once per day; unavailable if 救药 used tonight. Choose X jurors (X = this skill's use count; each player chosen once per game) and one poison target; if settle-juror count matches, jurors share a group tonight and secretly vote; if unanimous, the target is treated as poisoned by the witch (毒药, 指定, subject to redirection); otherwise nothing; count spent either way."),
             ])),
    RoleSpec('face_changer', '变脸者', '变脸者', 'Face Changer', camp='village', line=408,
             strength=10, tags=(), skills=_pending('face_changer', [
                 ('变脸', '开局/黄昏', '', "3 random unused village identities as hidden cards; at 开局 or any 黄昏 put one on top and use its skills until next 黄昏 end; each card once; surface identity becomes it; its skills act at the original role's order position. Copiers of 变脸者 get the top card's skills."),
             ])),
    RoleSpec('alchemist_witch', '炼金魔女', '炼金魔女', 'Alchemist Witch', camp='village', line=411,
             strength=10, tags=(), skills=_pending('alchemist_witch', [
                 ('魔女秘法', '凌晨', '强制', "While 法老之蛇 is available: learn tonight's projected death list; players who die tonight may still talk next day (treated as dead for statuses); public '魔女秘法留下了一缕亡魂'. 晨曦 deaths are not foreseen but may also talk."),
                 ('法老之蛇', '凌晨', '指定,限定', 'Target gains 不死 until next 正午 starts.'),
                 ('未明之雾', '午夜', '指定,限定', '3 names: every 杀人 holder tonight is shown the list and, if able, must kill and only within it.'),
             ])),
    RoleSpec('awakened_knight', '觉醒骑士', '觉醒骑士', 'Awakened Knight', camp='village', line=419,
             strength=10, tags=('翻牌',), skills=_pending('awakened_knight', [
                 ('决斗', '正午', '指定,翻牌', "Not on 竞选日. ACTUAL wolf target -> 穿透 (may leave last words); ACTUAL village -> the knight takes 致死伤害 (last words); other camps or 隐身 -> nothing. Discussion continues; last words count in today's discussion."),
                 ('光耀加身', '', '强制,限定', "If the knight would go out from a duel, it survives and gains the target's identity skills (refreshed); otherwise after the duel the knight's card is turned face-down again."),
             ])),
    RoleSpec('arbiter', '裁决者', '裁决者', 'Arbiter', camp='village', line=424,
             strength=10, tags=('翻牌',), skills=_pending('arbiter', [
                 ('探寻', '早夜', '', 'Each night ask the director whether an identity exists in the starting role list (hidden cards of 变脸者/双重人格 count); not public.'),
                 ('异端', '深夜', '强制', "If tonight's 探寻 asked a wolf identity that exists, learn its holder."),
                 ('裁决', '深夜', '指定,count 2', 'Once per night, only on the player revealed by 异端 the previous night: 穿透.'),
                 ('辉耀', '深夜', '指定,限定', '穿透 any player; 异端 and 裁决 are void tonight.'),
                 ('神怒', '', '翻牌,强制', 'If voted out or killed by a village skill: flips; all villagers get 净化 from next night until the following 正午; public mourning.'),
             ])),
    RoleSpec('red_fox_goddess', '赤狐神女', '赤狐神女', 'Red Fox Goddess', camp='village', line=433,
             strength=10, tags=(), skills=_pending('red_fox_goddess', [
                 ('神女秘法', '凌晨', '强制', "Learn tonight's projected death list (ring-ordered)."),
                 ('煏㶽相依', '凌晨', '指定', 'Pick another player from the 神女秘法 list: it gains permanent 业炎 and 不死 until night end; on success 灵狐灿世 +1.'),
                 ('灵狐灿世', '晨曦/黄昏', '指定,count 0', 'Also usable at the first window after its death. Target takes 致死伤害; user gains permanent 业炎; if the target is ACTUAL wolf or survives, the remaining queued uses of this batch do not resolve (user must order multiple uses).'),
             ])),
    RoleSpec('hidden_wolf', '隐狼', '隐狼', 'Hidden Wolf', camp='wolf', line=455,
             strength=6, tags=(), skills=_pending('hidden_wolf', [
                 ('伪装', '开局', '', 'Choose 3 of 5: (1) gain [接刀] (order: after 机械狼 goes out); (2) set own surface camp/identity/knife; (3) learn 马甲 of all same-actual-camp players; (4) when targeted by village skills judging actual camp, be judged as village; (5) all same-camp players learn your 马甲.'),
             ])),
    RoleSpec('masquerade', '假面', '假面', 'Masquerade', camp='wolf', line=464,
             strength=6, tags=('接刀',), skills=_pending('masquerade', [
                 ('邀舞', '凌晨', '指定', 'Learn which 指定 skills had the target as settle target tonight (or empty).'),
                 ('愚面', '凌晨', '指定', "Until next 凌晨 starts, other skills judging the target's actual camp see the opposite camp (third/undetermined: randomly village or wolf)."),
             ])),
    RoleSpec('bone_demon', '亡骨魔', '亡骨魔', 'Bone Demon', camp='wolf', line=470,
             strength=6, tags=('群内',), skills=_pending('bone_demon', [
                 ('魂魄留存', '', '强制', "If its camp's 杀人 kills a member of the same camp, the victim keeps its skills and can still use them."),
             ])),
    RoleSpec('ghost_rider', '恶灵骑士', '恶灵骑士', 'Ghost Rider', camp='wolf', line=473,
             strength=7, tags=('群内',), skills=_pending('ghost_rider', [
                 ('主宰黑夜', '', '强制', 'Each night 不死; at 凌晨 learns the names of village-camp 指定 skills used on it tonight.'),
                 ('邪恶', '凌晨', '指定,限定,强制', 'When 主宰黑夜 reported something: 致死伤害 on the top-priority actor (damage skills > seer-family skills > others; ties by action order).'),
             ])),
    RoleSpec('great_tengu', '大天狗', '大天狗', 'Great Tengu', camp='wolf', line=493,
             strength=7, tags=(), skills=_pending('great_tengu', [
                 ('家国抉择', '开局', '', 'Choose 回家 ([群内] + 吞食) or 远征 ([接刀] + 天狗吞月 + 不归).'),
                 ('吞食 (回家)', '深夜', '指定', 'Target (each player once per game) gains 霸道 until next night.'),
                 ('天狗吞月 (远征)', '深夜', '强制,指定', 'Must pick min(5, floor(alive/3)) players not on the previous 天狗吞月 list: they gain 霸道 until next night, publicly announced. Multiple users share one list.'),
                 ('不归 (远征)', '', '强制', 'Can never gain [群内].'),
             ])),
    RoleSpec('time_devouring_consort', '噬时狼妃', '噬时狼妃', 'Time Devouring Consort', camp='wolf', line=504,
             strength=7, tags=('群内',), skills=_pending('time_devouring_consort', [
                 ('时间逆流', '早夜', '指定', 'Tonight every 指定 skill cast on the target by a non-wolf (actual camp) actor is settled on the actor instead (unaware); if anything bounced, the consort learns the bounced skill names and loses this skill.'),
             ])),
    RoleSpec('wolf_grandma', '狼外婆', '狼外婆', 'Wolf Grandma', camp='wolf', line=508,
             strength=7, tags=('群内',), skills=_pending('wolf_grandma', [
                 ('装模作样', '', '强制', 'At game start set own surface camp/identity/knife; it takes effect whenever any [群内] wolf goes out, until that night ends.'),
                 ('欺诈天下', '', '强制', 'On her death, set a disguise for wolf-camp and one for non-wolf-camp players; from next night all players of each camp wear it and wolves get 不死 until night end.'),
             ])),
    RoleSpec('terrorist', '恐怖分子', '恐怖分子', 'Terrorist', camp='wolf', line=512,
             strength=7, tags=('群内', '翻牌'), skills=_pending('terrorist', [
                 ('爆破', '正午', '指定,翻牌', 'Day (not 竞选日): the user takes 致死伤害, then the target takes 致死伤害.'),
             ])),
    RoleSpec('black_bat', '黑蝙蝠', '黑蝙蝠', 'Black Bat', camp='wolf', line=516,
             strength=8, tags=('群内',), skills=_pending('black_bat', [
                 ('庇护', '午夜', '指定', 'Target gains 坚韧 until night end; not the same target on consecutive days.'),
                 ('反弹', '凌晨', '强制,指定,限定', "穿透 on the first player who used 指杀/穿透 on tonight's 庇护 target."),
             ])),
    RoleSpec('elder_wolf', '长老狼', '长老狼', 'Elder Wolf', camp='wolf', line=523,
             strength=8, tags=('群内',), skills=_pending('elder_wolf', [
                 ('归途', '黄昏', '指定', 'If target is ACTUAL wolf without [群内], it gains [群内] at end of 早夜 (notified; may use pre-join bonus skills in 早夜).'),
             ])),
    RoleSpec('nightmare_shadow', '噩梦之影', '噩梦之影', 'Nightmare Shadow', camp='wolf', line=528,
             strength=8, tags=(), skills=_pending('nightmare_shadow', [
                 ('恐惧', '早夜', '指定', 'Target gets 恐惧 until next 正午, optionally also 寡言 until next night; not the same target on consecutive nights. First use grants the shadow [群内] (identity property).'),
             ])),
    RoleSpec('sniper', '狙击手', '狙击手', 'Sniper', camp='wolf', line=533,
             strength=8, tags=(), skills=_pending('sniper', [
                 ('狙击', '深夜', '指定', 'Even-numbered nights: target gains permanent 遗忘 and takes 致死伤害.'),
             ])),
    RoleSpec('reaper', '死神', '死神', 'Reaper', camp='wolf', line=537,
             strength=8, tags=('群内',), skills=_pending('reaper', [
                 ('追魂', '凌晨', '强制', "If the pack's kill target tonight did not go out, give it 流血."),
                 ('收割', '深夜', '指定,count 2', 'Target a player currently holding 流血: give 流血 (-> lethal). Holder sees who is bleeding.'),
             ])),
    RoleSpec('silent_night_mentor', '寂夜导师', '寂夜导师', 'Silent Night Mentor', camp='wolf', line=543,
             strength=8, tags=('接刀',), skills=_pending('silent_night_mentor', [
                 ('时波增幅', '早夜', '指定,限定', 'Same as 白昼学者.'),
                 ('时波削弱', '早夜', '指定,限定', 'Same as 白昼学者.'),
                 ('时波混乱', '凌晨', '强制', 'Same as 白昼学者.'),
             ])),
    RoleSpec('demon_emperor', '帝尊魔皇', '帝尊魔皇', 'Demon Emperor', camp='wolf', line=552,
             strength=8, tags=('接刀',), skills=_pending('demon_emperor', [
                 ('黑暗守护', '午夜', '指定', 'Same as 九天圣人.'),
                 ('光明守护', '午夜', '指定', 'Same as 九天圣人.'),
                 ('日月合击', '凌晨', '强制', 'Same as 九天圣人.'),
             ])),
    RoleSpec('overlord_wolf', '霸王狼', '霸王狼', 'Overlord Wolf', camp='wolf', line=561,
             strength=8, tags=('群内', '翻牌'), skills=_pending('overlord_wolf', [
                 ('霸王', '', '翻牌,强制', 'Flips after 开局; permanent 秩序 + 不死 until no wolf-camp role other than 霸王 holders remains.'),
             ])),
    RoleSpec('red_wolf', '赤狼', '赤狼', 'Red Wolf', camp='wolf', line=564,
             strength=9, tags=('群内',), skills=_pending('red_wolf', [
                 ('业炎', '午夜', '指定,count 0', '+1 charge per dead [群内] wolf; target gets permanent 业炎.'),
             ])),
    RoleSpec('big_bad_wolf', '大野狼', '大野狼', 'Big Bad Wolf', camp='wolf', line=568,
             strength=9, tags=('群内',), skills=_pending('big_bad_wolf', [
                 ('野性', '深夜', '指定', 'Even-numbered nights: one extra 指杀.'),
             ])),
    RoleSpec('wolf_shaman', '狼巫', '狼巫', 'Wolf Shaman', camp='wolf', line=572,
             strength=9, tags=('群内',), skills=_pending('wolf_shaman', [
                 ('黑暗侦测', '深夜', '指定', "Learn target's SURFACE identity."),
                 ('光明湮灭', '深夜', '指定', "From night 2: 穿透 on tonight's 黑暗侦测 选择目标 that was reported as a seer-family identity."),
             ])),
    RoleSpec('archdemon', '大恶魔', '大恶魔', 'Archdemon', camp='wolf', line=579,
             strength=9, tags=('群内',), skills=_pending('archdemon', [
                 ('主宰黑夜', '', '强制', 'Each night 不死.'),
                 ('生灵收割', '凌晨', '指定', 'If the target acted tonight, learn all skill names it used tonight and give it 流血.'),
             ])),
    RoleSpec('kazali', '卡扎力', '卡扎力', 'Kazali', camp='wolf', line=585,
             strength=9, tags=('群内',), skills=_pending('kazali', [
                 ('编写重配', '开局', '强制', 'At setup learns wolf count, wolf strength budget and mandatory wolf roles, then picks the remaining wolf roles within the budget.'),
             ])),
    RoleSpec('blood_demon', '血魔', '血魔', 'Blood Demon', camp='wolf', line=589,
             strength=9, tags=('群内',), skills=_pending('blood_demon', [
                 ('血咒', '午夜', '指定', 'Target gets 血咒 (hidden counter status).'),
                 ('割裂', '深夜', '指定', 'If target has 血咒, its counter +1.'),
             ])),
    RoleSpec('taotie', '饕餮', '饕餮', 'Taotie', camp='wolf', line=597,
             strength=9, tags=('接刀',), skills=_pending('taotie', [
                 ('贪欲', '', '强制', 'Each time it is settle target of a 指定 skill (each distinct skill name once), 暴食 +1; with >=2 暴食 charges it counts as having 最后一枪.'),
                 ('诱食', '早夜', '指定', 'Each player once: if the target uses any 指定 skill tonight, it counts as triggering 贪欲 (max +1 per night from this).'),
                 ('暴食', '深夜', '指定,count 0', '指杀.'),
             ])),
    RoleSpec('ghoul', '食尸鬼', '食尸鬼', 'Ghoul', camp='wolf', line=604,
             strength=9, tags=(), skills=_pending('ghoul', [
                 ('食尸', '早夜', '指定', "Dead player with corpse: destroy corpse, gain its skills (机械狼-style, refreshed) until next night. 机械狼 corpse -> its surface skills; 隐狼 -> permanent; 火狼 -> 业炎 one player tonight. Non-wolf corpse -> no skill, the ghoul takes 致死伤害 with public '吃多了不消化撑死了', unless it already ate 2 wolves."),
             ])),
    RoleSpec('magnetic_wolf', '磁狼', '磁狼', 'Magnetic Wolf', camp='wolf', line=609,
             strength=9, tags=('群内',), skills=_pending('magnetic_wolf', [
                 ('主宰黑夜', '', '强制', 'Each night 不死.'),
                 ('磁吸', '早夜', '限定', 'Tonight all 指定 skills used by village-camp actors settle on the 磁狼 instead (actor told the target changed to it); multiple active 磁吸 make all of them targets.'),
             ])),
    RoleSpec('awakened_wolf_king', '觉醒狼王', '觉醒狼王', 'Awakened Wolf King', camp='wolf', line=614,
             strength=10, tags=('群内',), skills=_pending('awakened_wolf_king', [
                 ('报复', '晨曦/黄昏', '指定,count 2', 'If it did not go out due to a village skill, at the first window after going out deal 致死伤害 to a player.'),
                 ('亲传', '黄昏', '指定', 'Spend 1 报复 charge to give a [群内] wolf one 报复 use (sees the pack list).'),
             ])),
    RoleSpec('eclipse_maid', '蚀日侍女', '蚀日侍女', 'Eclipse Maid', camp='wolf', line=621,
             strength=10, tags=('接刀',), skills=_pending('eclipse_maid', [
                 ('日光窃取', '黄昏', '指定', "Learn the target's usable skills tonight and control them tonight (target notified, sees the maid's actions; both get feedback). Controlling a pack wolf lets the maid redirect 杀人 (no extra kill). If the target holds 秩序 or is 秩序 sheriff while controlled, the maid takes 致死伤害."),
             ])),
    RoleSpec('assassin_duck', '刺客鸭', '刺客鸭', 'Assassin Duck', camp='wolf', line=627,
             strength=10, tags=('群内',), skills=_pending('assassin_duck', [
                 ('暗杀', '正午', '指定,count 2', "Once per day, not 竞选日: guess target's ACTUAL identity; right -> target 致死伤害, wrong -> self 致死伤害."),
             ])),
    RoleSpec('silver_wolf', '银狼', '银狼', 'Silver Wolf', camp='wolf', line=631,
             strength=10, tags=('翻牌',), skills=_pending('silver_wolf', [
                 ('漏洞入侵', '早夜', '指定', 'Target gets 漏洞.'),
                 ('病毒移植', '正午', '翻牌', 'All current 漏洞 holders get permanent 业炎 + 寡言 + 流血.'),
                 ('以太编程', '正午', '指定', "Each player once: see all target's skills (incl. pack 杀人) and rewrite part of one skill's text until next 正午: 指杀/穿透/致死伤害 interchangeable; common statuses swappable among 沉默/缴械/遗忘/超度/迷魂/流血/寡言/漏洞/隐身/守护：∞/坚韧/自由/独裁/秩序; target learns the new text."),
             ])),
    RoleSpec('chaos', '混沌', '混沌', 'Chaos', camp='wolf', line=651,
             strength=10, tags=('群内',), skills=_pending('chaos', [
                 ('混沌', '午夜', '指定', '2 targets (each player once per game) get 混沌 until next night (see status).'),
             ])),
    RoleSpec('astrologer', '占星师', '占星师', 'Astrologer', camp='astrologer', line=660,
             strength=25, tags=(), skills=_pending('astrologer', [
                 ('占星', '早夜', '指定', "One player (any) and one dead player: learn both ACTUAL identities (feedback '选择目标1/2是XX身份')."),
                 ('命运洪流', '正午', '', "Not 竞选日: submit any list of 马甲 -> actual identity (dead allowed); if all correct, public '命运洪流不可阻挡' and each guessed player gets 沉默 until next 正午 (each player only once per game from this)."),
             ])),
    RoleSpec('religious_elder', '宗教老爷爷', '宗教老爷爷', 'Religious Elder', camp='religious_elder', line=666,
             strength=25, tags=(), skills=_pending('religious_elder', [
                 ('(身份属性) 选择异端', '开局', '', 'At start choose ceil(half) of the other players as heretics.'),
                 ('异端处决', '', '强制', '+1 vote weight per heretic out; one removal immunity per 4 heretics out (re-deaths count).'),
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
    RoleSpec('white_eyed_wolf', '白眼狼', '白眼狼', 'White Eyed Wolf', camp='white_eyed_wolf', line=707,
             strength=50, tags=(), skills=_pending('white_eyed_wolf', [
                 ('撕咬', '深夜', '指定', 'Even nights: 指杀.'),
                 ('遗计', '', '强制', 'All skills of players killed by 撕咬 enter its pool (reset to initial); a victim with 杀人 adds an individual 杀人.'),
                 ('遗泽', '黄昏', '', 'Take one skill from the pool until next 黄昏 end; usage tracked separately.'),
             ])),
    RoleSpec('gambler', '赌徒', '赌徒', 'Gambler', camp='gambler', line=715,
             strength=50, tags=(), skills=_pending('gambler', [
                 ('赌博', '早夜', '', "Each night roll d6 for a permanent gain: 1 迷魂药 (+1 if owned), 2 杀人 (dup -> 1), 3 通灵 (dup -> 1), 4 法式守卫 (dup -> 6), 5 沉默 (dup -> 6), 6 +1 exile vote (stackable, secret). Gained skills act after its real role's slot. Never lost, always usable (identity property)."),
             ])),
    RoleSpec('plague_god', '瘟神', '瘟神', 'Plague God', camp='plague_god', line=728,
             strength=50, tags=(), skills=_pending('plague_god', [
                 ('传播瘟疫', '早夜', '指定', 'Target gets 漏洞.'),
                 ('瘟疫爆发', '深夜', '指定,限定', 'All 漏洞 holders take 致死伤害.'),
             ])),
    RoleSpec('ripper', '开膛手', '开膛手', 'Ripper', camp='ripper', line=736,
             strength=55, tags=(), skills=_pending('ripper', [
                 ('(身份属性) 猎杀目标', '开局', '', 'round(N/2) players are told they are its targets; their deaths are publicly marked.'),
                 ('杀人', '深夜', '指定', 'Individual 指杀.'),
             ])),
    RoleSpec('necromancer', '死灵术士', '死灵术士', 'Necromancer', camp='necromancer', line=742,
             strength=60, tags=(), skills=_pending('necromancer', [
                 ('夺魂', '晨曦', '指定', "Up to 2 dead players: announced; they may speak at next 正午 and vote, but the necromancer decides their votes; on a target's first 夺魂 the necromancer gains its skills (+杀人 if it had [群内]) until next 晨曦 ends. Same target same day: first wins."),
             ])),
    RoleSpec('ghost_bride', '鬼魂新娘', '鬼魂新娘', 'Ghost Bride', camp='ghost_bride', line=749,
             strength=60, tags=('接刀',), skills=_pending('ghost_bride', [
                 ('冥婚', '开局', '指定', "Become 真爱情侣 with a target (if target is 丘比特/炸弹/上帝使徒/双子星/隐身, re-pick). Partner village -> a random wolf becomes witness (证婚人) and converts; partner wolf -> a random villager becomes witness; partner third/undetermined -> lovers pick a witness. Lovers and witness know each other; a [群内] witness loses the tag and shares the lovers' group."),
                 ('(身份属性) 接刀', '', '', "Receives the knife only after all other [群内]/[接刀] are out (void if partner is undetermined, which already has a knife). Copiers get Cupid's skill instead."),
             ])),
    RoleSpec('thousand_faces', '千面人', '千面人', 'Thousand Faces', camp='thousand_faces', line=758,
             strength=65, tags=(), skills=_pending('thousand_faces', [
                 ('谋面', '黄昏', '', 'Each dusk pick a village or wolf identity (each once): if absent or dead, gain its skills (refreshed) for a day; if alive, learn its holder.'),
             ])),
    RoleSpec('chain_master', '锁链师', '锁链师', 'Chain Master', camp='chain_master', line=762,
             strength=70, tags=(), skills=_pending('chain_master', [
                 ('链接', '午夜', '指定', '2 targets get 链接; targets learn all players successfully linked that day.'),
                 ('暴走', '', '限定', 'One 链接 may take 3 targets.'),
                 ('免疫', '', '强制', 'Immune to link-transmitted damage.'),
                 ('火烧连营', '正午', '', 'Deal 致死伤害 to self; if that achieves its win condition it wins.'),
             ])),
    RoleSpec('pandora', '潘多拉', '潘多拉', 'Pandora', camp='pandora', line=772,
             strength=70, tags=(), skills=_pending('pandora', [
                 ('(身份属性) 盲盒', '开局', '', 'round(0.4N) boxes: exactly 1 希望之光, floor(1/2) random one-shot non-forced skills of absent roles, floor(1/3) bad gifts, rest sheriff powers.'),
                 ('潘多拉的赠礼', '早夜', '指定', "2 players (each once per game) + 2 boxes; each must open (effect) or refuse (迷魂 until next night); anonymous public report. 希望之光: opener's camp wins after surviving 2 full days+nights (Pandora: 1); killing the opener steals it. Random skill: one use (Pandora: permanent). Bad gift = Santa bad gift (Pandora may swap). Sheriff power: choose 自由/秩序/独裁 permanently (Pandora: any)."),
             ])),
    RoleSpec('old_driver', '老司机', '老司机', 'Old Driver', camp='undetermined', line=785,
             strength=None, tags=(), skills=_pending('old_driver', [
                 ('丘比特之箭', '开局', '指定,强制', 'Link 2 players as 真爱情侣 and resolve lover camp: self-link counts 丘比特 as village; partner is 炸弹/上帝使徒/双子星/证婚人/隐身/already lover -> void, Cupid joins village; any undetermined -> 黑情侣 camp with [群内]+own 杀人, win 屠城; any third -> join that third (two thirds: both conditions); wolf+village -> 黑情侣, wolf gets last [接刀] instead of [群内]; wolf+wolf -> Cupid joins wolves with last [接刀]; village+village -> Cupid village. Non-pure pairs check as 黑情侣. Re-evaluate on camp changes. Copiers may link anyone as 虚情情侣.'),
                 ('扳手是好是坏？', '开局', '强制', 'Learns whether it is 黑情侣 camp; if so gains the extra skills below.'),
                 ('车速 (额外)', '', '强制', 'Its acceleration requests count double (secret).'),
                 ('车祸 (额外)', '深夜', '指定', 'Self 致死伤害, then target 致死伤害.'),
                 ('车裂 (额外)', '开局', '指定', 'Target gets permanent 超度; if it is a wolf [群内], it and the pack learn each other.'),
                 ('车震 (额外)', '早夜', '限定', 'Tonight the black lovers get 灵通+救药 or 救药+毒药 (lovers choose).'),
             ])),
    RoleSpec('shadow', '影子', '影子', 'Shadow', camp='undetermined', line=811,
             strength=None, tags=(), skills=_pending('shadow', [
                 ('附身', '开局', '强制', 'Pick a host: join and follow its camp and win condition; when the host goes out, inherit all its skills (initial state) and its [群内]/[接刀] tag (same 接刀 position).'),
             ])),
    RoleSpec('obedient_maid', '顺从的女仆', '顺从的女仆', 'Obedient Maid', camp='undetermined', line=814,
             strength=None, tags=(), skills=_pending('obedient_maid', [
                 ('顺从', '黄昏', '限定', "If someone went out during today's 正午/黄昏, take one such player's skills (refreshed), camp, [群内]/[接刀] tag and surface identity; not usable while 真爱情侣; public announcement of an identity swap."),
             ])),
    RoleSpec('split_personality', '双重人格', '双重人格', 'Split Personality', camp='undetermined', line=817,
             strength=None, tags=(), skills=_pending('split_personality', [
                 ('双重人格', '开局/黄昏', '强制', 'Gets 1 random unused wolf and 1 unused god card, puts one on top (no skills); must flip to the other every dusk. Surface camp/identity follow the top card.'),
                 ('主人格', '黄昏', '强制', "If last words were exhausted at today's opening, or it is no longer camp-less: 双重人格 ends, it gains the top card's skills (refreshed) and, if still camp-less, that card's camp."),
             ])),
    RoleSpec('avenger', '复仇者', '复仇者', 'Avenger', camp='undetermined', line=822,
             strength=None, tags=(), skills=_pending('avenger', [
                 ('寻仇', '', '强制', "The first player to either cast a valid exile vote on it, or use a non-开局 指定 skill on it, becomes its enemy; it joins the enemy's opposing camp (third/undetermined enemy: random wolf or village), unaware which, and gains 不死 against the enemy (enemy's votes cannot exile it)."),
                 ('雪恨', '', '强制', "When the enemy goes out, gain the identity skills (refreshed) of whoever caused it; if the enemy was voted out, gain the enemy's skills."),
             ])),
    RoleSpec('sacrifice', '祭品', '祭品', 'Sacrifice', camp='undetermined', line=828,
             strength=None, tags=(), skills=_pending('sacrifice', [
                 ('献祭唤醒', '黄昏', '强制', "If last words were exhausted at today's opening: at dusk join whichever of village/wolf has the higher dead percentage (tie -> wolf), notified; then either pick a dead same-camp player to take its skills, or take a random dead same-camp player's skills (refreshed, incl. [群内]/[接刀])."),
             ])),
    RoleSpec('thief', '盗贼', '盗贼', 'Thief', camp='undetermined', line=834,
             strength=None, tags=(), skills=_pending('thief', [
                 ('偷换', '开局', '强制', 'Gets 2 unused identities and picks one to play (actual identity stays 盗贼); board balance is computed after its pick.'),
             ])),
    RoleSpec('secret_admirer', '暗恋者', '暗恋者', 'Secret Admirer', camp='undetermined', line=837,
             strength=None, tags=(), skills=_pending('secret_admirer', [
                 ('跨越千里', '', '强制', 'At start, the player farthest on the ring (choose between two if tied) becomes its crush; join and follow that camp; if it and the crush become ring neighbours, its camp wins immediately.'),
                 ('情书', '正午', '', 'During the first 2 正午: cancels the instant-win effect; then it and the crush may exchange one <=50-char message that day and each later 正午.'),
             ])),
    RoleSpec('nie_xiaoqian', '聂小倩', '聂小倩', 'Nie Xiaoqian', camp='undetermined', line=841,
             strength=None, tags=(), skills=_pending('nie_xiaoqian', [
                 ('鬼情', '开局', '强制', 'Pick a 宁采臣: join and follow its camp; when both are out, gain its skills (refreshed), usable even while dead.'),
                 ('(身份属性)', '', '', 'If it followed a non-wolf/non-village camp, after its skill triggers that camp cannot be judged defeated for 2 days.'),
             ])),
    RoleSpec('fan', '粉丝', '粉丝', 'Fan', camp='undetermined', line=845,
             strength=None, tags=(), skills=_pending('fan', [
                 ('追随', '开局', '强制', 'Pick an idol: join/follow its camp; permanent 不死 until the idol goes out, then takes 致死伤害 (连带).'),
             ])),
    RoleSpec('phylactery', '巫妖匣', '巫妖匣', 'Phylactery', camp='undetermined', line=848,
             strength=None, tags=(), skills=_pending('phylactery', [
                 ('同命', '开局', '强制', 'Pick a player: join/follow its camp; that player has permanent 不死 until the phylactery goes out, then takes 致死伤害 (连带).'),
             ])),
)
