"""The script (可能出现的身份列表, line 15): all 127 characters with their abilities as printed,
as data.  A character implemented in its own module (``roles/<id>.py``) replaces its entry here;
the others are listed with ``implemented=False`` (part 2) and never dealt."""

from __future__ import annotations

from ..characters import TYPES, Character, ability, character

#: (id, zh, en, type, number, line, ((ability zh, timing, flags, summary), ...))
SCRIPT: tuple[tuple, ...] = (
    ('washerwoman', '洗衣妇', 'Washerwoman', 'townsfolk', 1, 19,
     (
      ('洗衣', '首夜', (),
       'Learn two different players and one Townsfolk role; one of the two players is that role.'),)),
    ('librarian', '图书管理员', 'Librarian', 'townsfolk', 2, 22,
     (
      ('发现', '首夜', (),
       'Learn two different players and one Outsider role (one of them is that role), or learn that no Outsider is in play.'),)),
    ('investigator', '调查员', 'Investigator', 'townsfolk', 3, 25,
     (
      ('调查', '首夜', (),
       'Learn two different players and one Minion role (one of them is that role), or learn that no Minion is in play.'),)),
    ('chef', '厨师', 'Chef', 'townsfolk', 4, 28,
     (
      ('款待', '首夜', (),
       'Learn the number of pairs of evil players who sit next to each other.'),)),
    ('empath', '共情者', 'Empath', 'townsfolk', 5, 31,
     (
      ('共情', '夜晚', (),
       'Each night, learn how many of your two nearest living neighbours (one in each direction) are evil.'),)),
    ('fortune_teller', '占卜师', 'Fortune Teller', 'townsfolk', 6, 34,
     (
      ('宿敌', '', ('被动', '持续'),
       'One good player carries the [宿敌] red-herring marker; if that player turns evil the marker moves to another good player (ST chooses holder).'),
      ('占卜', '夜晚', ('指定',),
       'Each night choose two different players; learn yes/no whether either is a Demon or carries [宿敌].'),)),
    ('undertaker', '送葬者', 'Undertaker', 'townsfolk', 7, 38,
     (
      ('送葬', '夜晚*', (),
       "Each night*, if a player died today from an execution death judgement, learn that player's role."),)),
    ('monk', '僧侣', 'Monk', 'townsfolk', 8, 42,
     (
      ('保护', '夜晚*', ('指定',),
       'Each night*, choose a player other than yourself; they gain [庇护] (immune to negative effects of Demon abilities) until the next dusk.'),)),
    ('ravenkeeper', '守鸦人', 'Ravenkeeper', 'townsfolk', 9, 46,
     (
      ('飞鸦', '夜晚', ('指定',),
       'If you die at night, choose a player and learn their role.'),)),
    ('virgin', '贞洁者', 'Virgin', 'townsfolk', 10, 50,
     (
      ('贞洁', '白天', ('被动', '限定'),
       'Once: when you are nominated, if the nominator is a Townsfolk, the nominator is executed immediately.'),)),
    ('slayer', '猎手', 'Slayer', 'townsfolk', 11, 53,
     (
      ('狩猎', '白天', ('宣言', '限定'),
       'Once per game, publicly declare "(me) is the Slayer, hunting (X)"; if X is the Demon, X receives a death judgement.'),)),
    ('soldier', '士兵', 'Soldier', 'townsfolk', 12, 56,
     (
      ('健硕', '夜晚', ('被动',),
       'The Soldier has [庇护] (immune to negative effects of Demon abilities); tagged [夜晚].'),)),
    ('mayor', '镇长', 'Mayor', 'townsfolk', 13, 60,
     (
      ('和平', '白天', ('被动',),
       "If exactly three players are alive and nobody was executed today, the Mayor's alignment wins."),
      ('威权', '夜晚', ('被动',),
       'If the Mayor would die from a death judgement (at night), another player might receive that death judgement instead.'),)),
    ('grandmother', '祖母', 'Grandmother', 'townsfolk', 14, 64,
     (
      ('孙子', '', ('被动', '入场'),
       'On entering play, one other good player receives the [孙子] (grandchild) marker.'),
      ('熟识', '首夜', (),
       'Learn the player with [孙子] and their role.'),
      ('悲痛', '', ('被动',),
       'If the grandchild dies from a Demon-caused death judgement, the Grandmother receives a death judgement.'),)),
    ('sailor', '水手', 'Sailor', 'townsfolk', 15, 70,
     (
      ('强健', '', ('被动',),
       'The Sailor has [不死] (does not die from death judgements).'),
      ('拼酒', '夜晚', ('指定',),
       'Each night choose a living player; either that player or the Sailor becomes [醉酒] until the next dusk (ST picks which).'),)),
    ('chambermaid', '侍女', 'Chambermaid', 'townsfolk', 16, 74,
     (
      ('服侍', '夜晚', ('指定',),
       'Each night choose two different living players other than yourself; learn how many of them are able to use a non-<被动> original ability (original = printed abilities, excluding gained ones and the Minion/Demon [互认]/[敏锐]).'),)),
    ('exorcist', '驱魔人', 'Exorcist', 'townsfolk', 17, 78,
     (
      ('驱魔', '夜晚*', ('指定',),
       'Each night*, choose a player without [被驱魔]; they gain [被驱魔] until the dawn after next; if they are the Demon, the Demon gains [沉默] until the next dawn and learns who the Exorcist is.'),)),
    ('innkeeper', '旅店老板', 'Innkeeper', 'townsfolk', 18, 83,
     (
      ('看店', '夜晚*', ('指定',),
       'Each night*, choose two different players; one of them becomes [醉酒] until the next dusk (ST picks) and both gain [不死] until the next dawn.'),)),
    ('gambler', '赌徒', 'Gambler', 'townsfolk', 19, 86,
     (
      ('赌博', '夜晚*', ('指定',),
       'Each night*, choose a player and a role; if the player is not that role, the Gambler receives a death judgement.'),)),
    ('gossip', '造谣者', 'Gossip', 'townsfolk', 20, 89,
     (
      ('造谣', '白天', ('宣言',),
       'By day, publicly declare "(me) is the Gossip, rumour: <proposition>"; if the statement is unambiguous and true, gain [造谣成功] until the next dawn.'),
      ('泛滥', '夜晚*', ('被动',),
       "Each night* while holding [造谣成功], the storyteller gives one player (ST's choice) a death judgement."),)),
    ('courtier', '侍臣', 'Courtier', 'townsfolk', 21, 94,
     (
      ('进言', '夜晚', ('限定',),
       'Once per game at night, choose a role; if any player is that role, one of them becomes [醉酒] until the fourth following dusk (下下下下个黄昏).'),)),
    ('professor', '教授', 'Professor', 'townsfolk', 22, 97,
     (
      ('复活', '夜晚*', ('指定', '限定'),
       'Once per game, on a night* when dead players exist, choose a dead player; if they are a Townsfolk, they are resurrected.'),)),
    ('minstrel', '吟游诗人', 'Minstrel', 'townsfolk', 23, 101,
     (
      ('吟诗', '', ('被动',),
       'When a Minion dies from an execution death judgement, every other player becomes [醉酒] until the dusk after next.'),)),
    ('tea_lady', '茶艺师', 'Tea Lady', 'townsfolk', 24, 105,
     (
      ('茶艺', '', ('被动',),
       'If both of your nearest living neighbours are good, those two players have [不死].'),)),
    ('pacifist', '和平主义者', 'Pacifist', 'townsfolk', 25, 108,
     (
      ('调停', '白天', ('被动',),
       'When a good player would die from an execution death judgement, they might not die.'),)),
    ('fool', '弄臣', 'Fool', 'townsfolk', 26, 111,
     (
      ('愚弄', '', ('被动', '限定'),
       'Once: the first time the Fool would die, they do not die.'),)),
    ('clockmaker', '钟表匠', 'Clockmaker', 'townsfolk', 27, 114,
     (
      ('修表', '首夜', (),
       'Learn the minimum seat distance between a Demon and a Minion.'),)),
    ('dreamer', '筑梦师', 'Dreamer', 'townsfolk', 28, 117,
     (
      ('筑梦', '夜晚', ('指定',),
       "Each night choose a player other than yourself; learn one good role and one evil role, one of which is that player's role."),)),
    ('snake_charmer', '舞蛇人', 'Snake Charmer', 'townsfolk', 29, 120,
     (
      ('舞蛇', '夜晚', ('指定',),
       'Each night choose a living player; if they are the Demon, they and the Snake Charmer swap roles and alignments, and the chosen player (now Snake Charmer) becomes [中毒] (no duration given).'),)),
    ('mathematician', '数学家', 'Mathematician', 'townsfolk', 30, 123,
     (
      ('计算', '', ('被动',),
       "Whenever a player's ability fails to have its intended effect because of another player's ability, that player gains [错误] until the next dawn."),
      ('统计', '夜晚', (),
       'Each night learn how many players carry [错误].'),)),
    ('flowergirl', '卖花女孩', 'Flowergirl', 'townsfolk', 31, 127,
     (
      ('卖花', '夜晚*', (),
       'Each night*, learn whether a Demon voted (i.e. voted "yes") today.'),)),
    ('town_crier', '城镇公告员', 'Town Crier', 'townsfolk', 32, 131,
     (
      ('公告', '夜晚*', (),
       'Each night*, learn whether a Minion made a nomination today.'),)),
    ('oracle', '神谕者', 'Oracle', 'townsfolk', 33, 134,
     (
      ('神谕', '夜晚*', (),
       'Each night*, if there are dead players, learn how many dead players are evil.'),)),
    ('savant', '博学者', 'Savant', 'townsfolk', 34, 138,
     (
      ('博学', '白天', ('拜访',),
       'Visit the storyteller by day; learn two statements, one true and one false (both false if you have [迷乱]).'),)),
    ('seamstress', '女裁缝', 'Seamstress', 'townsfolk', 35, 142,
     (
      ('裁衣', '夜晚', ('指定', '限定'),
       'Once per game at night, choose two different players other than yourself; learn whether they share an alignment.'),)),
    ('philosopher', '哲学家', 'Philosopher', 'townsfolk', 36, 145,
     (
      ('思索', '夜晚', ('限定',),
       'Once per game at night, choose a good role (from the supplied 13/4/4/4 bluff script) and gain its ability.'),
      ('代价', '', ('被动', '持续'),
       'If a player is the chosen role, that player is continuously [醉酒].'),)),
    ('artist', '艺术家', 'Artist', 'townsfolk', 37, 150,
     (
      ('作画', '白天', ('拜访', '限定'),
       'Once per game, visit the storyteller by day with a proposition; learn yes / no / "I don\'t know".'),)),
    ('juggler', '杂耍艺人', 'Juggler', 'townsfolk', 38, 153,
     (
      ('杂耍', '白天', ('宣言', '限定'),
       'Once per game by day, publicly guess the roles of up to five players; gain one [猜测正确] marker per correct guess until the next dawn (the "first day only" restriction is removed).'),
      ('了解', '夜晚*', (),
       'On the night* after juggling, learn how many [猜测正确] markers you have.'),)),
    ('sage', '贤者', 'Sage', 'townsfolk', 39, 159,
     (
      ('注意', '', ('被动',),
       'If the Sage dies from a Demon-caused death judgement, gain [笔记] until the next dawn.'),
      ('贤能', '夜晚', ('无视死亡',),
       'On a night while holding [笔记] (works while dead), learn two players, one of whom is the Demon that killed you.'),)),
    ('lycanthrope', '半兽人', 'Lycanthrope', 'townsfolk', 40, 166,
     (
      ('兽化', '', ('被动', '持续'),
       'One good player has [兽化] (registers as evil).'),
      ('狂暴', '夜晚*', ('指定',),
       'Each night*, choose a living player; if they are good and could die from this death judgement, they die and the Demon gains [无力] (its death judgements cannot kill).'),)),
    ('banshee', '报丧女妖', 'Banshee', 'townsfolk', 41, 172,
     (
      ('报丧', '', ('被动', '无视死亡'),
       'If the Banshee dies from a Demon-caused death judgement, this is announced publicly; from then on the Banshee may nominate twice per day and cast up to 2 votes.'),)),
    ('choirboy', '唱诗男孩', 'Choirboy', 'townsfolk', 42, 176,
     (
      ('忠诚', '配板', (),
       'Setup: if the Choirboy is in play, the King is in play.'),
      ('唱诗', '', (),
       'If the King dies from a Demon-caused death judgement, learn which player is that Demon.'),)),
    ('preacher', '传教士', 'Preacher', 'townsfolk', 43, 181,
     (
      ('传教', '夜晚', ('指定', '持续'),
       "Each night choose a player; if they are a Minion they gain [超度] (they are told, and lose all abilities) while the Preacher's ability persists."),)),
    ('village_idiot', '村夫', 'Village Idiot', 'townsfolk', 44, 185,
     (
      ('结伴', '配板', (),
       'Setup: up to 2 additional Village Idiots may be in play.'),
      ('流言', '', ('被动', '持续'),
       'If there are several Village Idiots, one of them is [醉酒].'),
      ('查验', '夜晚', ('指定',),
       'Each night choose a player; learn their alignment (good/evil).'),)),
    ('noble', '贵族', 'Noble', 'townsfolk', 45, 190,
     (
      ('高贵', '首夜', (),
       'Learn three different players, exactly one of whom is evil.'),)),
    ('king', '国王', 'King', 'townsfolk', 46, 193,
     (
      ('王权', '夜晚', (),
       'Each night, if the number of dead players is at least the number of living players, learn one living player ("（角色）" – player vs role is ambiguous).'),
      ('闻名', '', ('被动', '持续'),
       'The Demon knows which player is the King.'),)),
    ('general', '将军', 'General', 'townsfolk', 47, 198,
     (
      ('推演', '夜晚', (),
       'Each night learn which alignment the storyteller believes is currently ahead (good / evil / even).'),)),
    ('alchemist', '炼金术士', 'Alchemist', 'townsfolk', 48, 201,
     (
      ('炼金', '', ('被动',),
       'The Alchemist has a Minion ability; when using it the storyteller may ask them to choose again.'),
      ('配方', '首夜', (),
       "Learn which Minion role's ability [炼金] gave you."),)),
    ('farmer', '农夫', 'Farmer', 'townsfolk', 49, 210,
     (
      ('务农', '夜晚', ('被动',),
       'If the Farmer dies at night, a living good player becomes a Farmer.'),)),
    ('balloonist', '气球驾驶员', 'Balloonist', 'townsfolk', 50, 214,
     (
      ('危险', '配板', (),
       'Setup: there may be +1 Outsider and -1 Townsfolk.'),
      ('驾驶', '夜晚', (),
       'Each night learn a player whose character type differs from that of the player you learned the previous night.'),)),
    ('knight', '骑士', 'Knight', 'townsfolk', 51, 218,
     (
      ('忠诚', '首夜', (),
       'Learn two players who are not the Demon.'),)),
    ('bounty_hunter', '赏金猎人', 'Bounty Hunter', 'townsfolk', 52, 221,
     (
      ('罪恶', '配板', (),
       'Setup: one Townsfolk is evil.'),
      ('悬赏', '首夜', (),
       'Learn one evil player; that player gains [悬赏].'),
      ('领赏', '', ('被动',),
       'When the [悬赏] player dies, the Bounty Hunter gains [赏金] until the next dawn.'),
      ('悬赏', '夜晚', (),
       'On a night when you have or gain [赏金], learn another evil player; they gain [悬赏].'),)),
    ('amnesiac', '失忆者', 'Amnesiac', 'townsfolk', 53, 229,
     (
      ('失忆', '', ('被动',),
       'The Amnesiac has an ability designed by the storyteller.'),
      ('寻忆', '白天', ('拜访',),
       'Visit the storyteller by day with a description of your ability; learn how close it is (无关 unrelated / 有关 related / 接近 close / 完美 perfect).'),)),
    ('cannibal', '食人族', 'Cannibal', 'townsfolk', 54, 234,
     (
      ('食人', '', ('被动', '持续'),
       'The Cannibal has the ability of the most recent player who died from an execution death judgement.'),
      ('中毒', '', ('被动',),
       'If an evil player dies from an execution death judgement, the Cannibal is [中毒] until a good player dies from an execution death judgement.'),)),
    ('steward', '事务官', 'Steward', 'townsfolk', 55, 240,
     (
      ('记录', '首夜', (),
       'Learn one good player.'),)),
    ('nightwatchman', '守夜人', 'Nightwatchman', 'townsfolk', 56, 243,
     (
      ('守夜', '夜晚', ('指定', '限定'),
       'Once per game at night, choose a player; they learn who the Nightwatchman is.'),)),
    ('pixie', '小精灵', 'Pixie', 'townsfolk', 57, 246,
     (
      ('榜样', '', ('被动', '入场'),
       'On entering play, one Townsfolk other than the Pixie gains [被模仿].'),
      ('观察', '首夜', (),
       'Learn the role of the [被模仿] player.'),
      ('伪装', '', ('被动',),
       'When the [被模仿] player dies, if the Pixie has been "mad" about being that role, the Pixie gains that role\'s ability.'),)),
    ('shugenja', '修行者', 'Shugenja', 'townsfolk', 58, 252,
     (
      ('修行', '首夜', (),
       'Learn whether your nearest evil player is clockwise or anticlockwise; if equidistant the storyteller decides.'),)),
    ('poppy_grower', '罂粟种植者', 'Poppy Grower', 'townsfolk', 59, 255,
     (
      ('种植', '配板', (),
       'Setup: Minions and the Demon lose [互认] (they do not learn each other).'),
      ('香气', '', ('被动',),
       'When the Poppy Grower dies, they gain [迷香] until the next dawn.'),
      ('迷失', '夜晚', ('被动', '无视死亡'),
       'On the night the Poppy Grower holds [迷香], the Demon learns the Minions and each Minion learns the Demon and the other Minions.'),)),
    ('fisherman', '渔夫', 'Fisherman', 'townsfolk', 60, 263,
     (
      ('打渔', '白天', ('拜访', '限定'),
       'Once per game, visit the storyteller by day and receive advice that helps your team win.'),)),
    ('acrobat', '杂技演员', 'Acrobat', 'townsfolk', 61, 266,
     (
      ('杂技', '夜晚*', ('指定', '持续'),
       'Each night*, choose a player; if they are [醉酒] or [中毒] tonight, the Acrobat receives a death judgement.'),)),
    ('face_changer', '变脸师', 'Face Changer', 'townsfolk', 62, 269,
     (
      ('脸谱', '白天', ('被动',),
       'If by day the Face Changer is "mad" about being a good role (not Face Changer) whose ability they have not gained before, they gain [变脸] until the next dawn.'),
      ('变脸', '夜晚', ('被动',),
       "On a night while holding [变脸], the Face Changer may gain the claimed role's ability until the next dusk."),)),
    ('inn_attendant', '店小二', 'Inn Attendant', 'townsfolk', 63, 275,
     (
      ('熟悉', '首夜', (),
       'Learn two good players.'),
      ('劝酒', '', ('被动', '无视死亡'),
       'One of those two players is [醉酒] (persists after the Inn Attendant dies).'),)),
    ('singer', '歌伶', 'Singer', 'townsfolk', 64, 279,
     (
      ('歌唱', '白天', ('宣言',),
       'By day, publicly declare "(me) is the Singer, inviting (players) to my song party"; the invited players gain the ability [参加] until the next dusk.'),
      ('参加', '白天', ('宣言',),
       '(Granted to invitees) publicly declare "(me) joins (Singer)\'s song party"; gain the [参加] marker until the next dawn.'),
      ('苦命', '夜晚', ('被动',),
       'If at night a Demon holds [参加], the Singer receives a death judgement.'),)),
    ('physician', '郎中', 'Physician', 'townsfolk', 65, 285,
     (
      ('问诊', '夜晚', ('指定',),
       'Each night choose another player; learn a word related to their role or ability.'),)),
    ('enlightened', '悟道者', 'Enlightened', 'townsfolk', 66, 288,
     (
      ('参悟', '', ('认知覆盖',),
       'Cognitive cover: the Enlightened thinks they are an Outsider.'),
      ('领悟', '', ('被动',),
       "If an evil player's ability targets or affects the Enlightened, they become a not-in-play Townsfolk role."),)),
    ('yin_yang_master', '阴阳师', 'Yin Yang Master', 'townsfolk', 67, 293,
     (
      ('通灵', '首夜', (),
       'Learn two good roles and two evil roles; exactly two players in play are among these four roles.'),)),
    ('scribe', '秉笔', 'Scribe', 'townsfolk', 68, 296,
     (
      ('光天', '白天', ('被动',),
       'If the Scribe dies during the day, gain [死于白天] until the next dawn.'),
      ('隐秘', '夜晚', ('被动',),
       'If the Scribe dies at night, gain [死于夜晚] until the next dawn.'),
      ('遗言', '', ('无视死亡',),
       'On a night while holding [死于白天], learn one good player.'),
      ('遗言', '', ('无视死亡',),
       'On a night while holding [死于夜晚], learn one evil player.'),)),
    ('diviner', '方士', 'Diviner', 'townsfolk', 69, 306,
     (
      ('预测', '首夜', (),
       'On the first night choose a number N.'),
      ('观天', '夜晚', (),
       'On night N, learn the roles of N in-play players.'),)),
    ('inquisitor', '提刑官', 'Inquisitor', 'townsfolk', 70, 310,
     (
      ('审问', '白天', ('被动', '限定'),
       'Once per game, when the Inquisitor nominates, the nominee gains [审问].'),
      ('刑罚', '夜晚', (),
       'On a night when a player has [审问]: if they are not the Demon, learn their role; if they are the Demon, learn a good role instead.'),)),
    ('drunk', '酒鬼', 'Drunk', 'outsider', 1, 319,
     (
      ('醉酒', '', ('认知覆盖',),
       'Cognitive cover: the Drunk thinks they are a Townsfolk (receives 失忆的镇民).'),)),
    ('recluse', '陌客', 'Recluse', 'outsider', 2, 322,
     (
      ('陌生', '', ('被动', '无视死亡'),
       'The Recluse may register as evil and as a Minion or Demon, even if dead.'),)),
    ('tinker', '修补匠', 'Tinker', 'outsider', 3, 325,
     (
      ('修补', '', ('被动',),
       'The Tinker might die at any time.'),)),
    ('goon', '莽夫', 'Goon', 'outsider', 4, 328,
     (
      ('雇佣', '夜晚', ('被动',),
       "The first time each night the Goon is targeted by a <指定> ability, that ability's source becomes [醉酒] until the next dusk; if the source's alignment differs from the Goon's, the Goon switches alignment."),)),
    ('lunatic', '疯子', 'Lunatic', 'outsider', 5, 333,
     (
      ('疯癫', '', ('认知覆盖',),
       'Cognitive cover: the Lunatic thinks they are a Demon (receives 失忆的恶魔).'),
      ('泄露', '', ('被动', '持续'),
       'The Demon knows which player is the Lunatic.'),
      ('疯魔', '夜晚', ('被动',),
       "If the Lunatic uses a <指定> ability at night, the Demon learns the Lunatic's targets."),)),
    ('mutant', '畸形秀演员', 'Mutant', 'outsider', 6, 339,
     (
      ('畸形', '', ('被动',),
       'If the Mutant is "mad" about being an Outsider, the Mutant might be executed.'),)),
    ('sweetheart', '心上人', 'Sweetheart', 'outsider', 7, 343,
     (
      ('倾心', '', ('被动', '无视死亡'),
       'When the Sweetheart dies, the storyteller makes one player [醉酒].'),)),
    ('barber', '理发师', 'Barber', 'outsider', 8, 347,
     (
      ('理发', '', ('被动',),
       'When the Barber dies, they gain [理发] until the next dawn.'),
      ('变态', '夜晚', ('被动', '无视死亡'),
       'On a night while the Barber holds [理发], a Demon gains the temporary ability [交换].'),
      ('交换', '夜晚', ('指定',),
       '(Granted to the Demon) choose two different players (other Demons are invalid targets); they swap roles. The source of the swap is still the Barber.'),)),
    ('snitch', '告密者', 'Snitch', 'outsider', 9, 355,
     (
      ('告密', '', ('被动', '持续'),
       'Minions gain the ability [敏锐].'),
      ('敏锐', '首夜', (),
       '(Granted to each Minion) learn three not-in-play good roles.'),)),
    ('puzzlemaster', '解谜大师', 'Puzzlemaster', 'outsider', 10, 359,
     (
      ('谜语', '', ('被动', '入场', '无视死亡'),
       'On entering play, one player other than the Puzzlemaster becomes [醉酒] and gains [谜底] (persists after death).'),
      ('猜谜', '', ('限定',),
       'Once per game, guess a player: if they carry [谜底], learn a Demon player; otherwise learn a player who is not the Demon. (No timing tag.)'),)),
    ('hatter', '帽匠', 'Hatter', 'outsider', 11, 363,
     (
      ('准备', '', ('被动',),
       'When the Hatter dies, they gain [制帽] until the next dawn.'),
      ('制帽', '夜晚', ('被动', '无视死亡'),
       'On a night while the Hatter holds [制帽], each Minion and the Demon gain the temporary ability [戴帽].'),
      ('戴帽', '夜晚', (),
       '(Granted to each Minion) choose a not-in-play Minion role (from the supplied bluff script) and become it, or choose to stay.'),
      ('戴帽', '夜晚', (),
       '(Granted to the Demon) choose a not-in-play Demon role (from the supplied bluff script) and become it, or choose to stay.'),)),
    ('golem', '魔像', 'Golem', 'outsider', 12, 370,
     (
      ('魔能', '', ('被动',),
       'The Golem may nominate only once per game; when it nominates a player who is not the Demon, that player receives a death judgement.'),)),
    ('ogre', '食人魔', 'Ogre', 'outsider', 13, 373,
     (
      ('跟随', '首夜', ('指定',),
       'On the first night choose another player; if their alignment differs from yours you switch alignment, without being told.'),)),
    ('plague_doctor', '瘟疫医生', 'Plague Doctor', 'outsider', 14, 378,
     (
      ('瘟疫', '', ('被动', '无视死亡'),
       'When the Plague Doctor dies, the storyteller gains a Minion ability.'),)),
    ('hermit', '隐士', 'Hermit', 'outsider', 15, 386,
     (
      ('归隐', '配板', (),
       'Setup: there may be -1 Outsider and +1 Townsfolk (the Hermit itself is not removed).'),
      ('烦扰', '', ('被动',),
       'The Hermit has the abilities of three other Outsiders (never the Drunk or Lunatic).'),)),
    ('politician', '政客', 'Politician', 'outsider', 16, 392,
     (
      ('操弄', '', ('被动', '无视死亡'),
       "At game end, if the Politician's team lost and the Politician was most responsible for the loss, the Politician switches alignment and wins."),)),
    ('scholar', '书生', 'Scholar', 'outsider', 17, 395,
     (
      ('文气', '', ('被动', '持续'),
       'The Demon learns that the Scholar is in play and gains the ability [诱捕].'),
      ('诱捕', '白天', ('拜访', '单局限定'),
       "(Granted to the Demon) once per game (game-wide), visit the storyteller by day and name a player; if they are the Scholar or have the Scholar's ability, the Demon gains the temporary ability [杀害]."),
      ('杀害', '夜晚*', ('指定',),
       '(Granted to the Demon after a successful [诱捕]) each night* choose a player; they receive a death judgement (an extra kill).'),)),
    ('bartender', '酒保', 'Bartender', 'outsider', 18, 400,
     (
      ('调酒', '', ('被动',),
       'One of the two nearest good players (one in each direction) is [醉酒]; this ability is not lost if the Bartender dies by execution.'),)),
    ('mortician', '入殓师', 'Mortician', 'outsider', 19, 403,
     (
      ('无力', '', ('被动', '持续'),
       'If four or fewer players are alive, the Mortician loses their abilities.'),
      ('入殓', '', ('被动',),
       'If the Mortician nominated the Demon and that Demon dies from the resulting execution, the Mortician becomes that Demon role and turns evil.'),)),
    ('poisoner', '投毒者', 'Poisoner', 'minion', 1, 417,
     (
      ('投毒', '夜晚', ('指定',),
       'Each night choose a player; they are [中毒] until the next dusk.'),)),
    ('spy', '间谍', 'Spy', 'minion', 2, 420,
     (
      ('谍报', '夜晚', (),
       'Each night see the grimoire (all roles, alignments, statuses and markers).'),
      ('潜入', '', ('被动', '无视死亡'),
       'The Spy may register as good and as a Townsfolk or Outsider, even if dead.'),)),
    ('scarlet_woman', '红唇女郎', 'Scarlet Woman', 'minion', 3, 425,
     (
      ('继承', '', ('被动',),
       'If the Demon dies while five or more players are alive, the Scarlet Woman becomes that Demon role.'),)),
    ('baron', '男爵', 'Baron', 'minion', 4, 432,
     (
      ('招来', '配板', (),
       'Setup: +2 Outsiders, -2 Townsfolk.'),)),
    ('godfather', '教父', 'Godfather', 'minion', 5, 435,
     (
      ('家族', '配板', (),
       'Setup: +1 Outsider / -1 Townsfolk, or (if there is at least one Outsider) -1 Outsider / +1 Townsfolk.'),
      ('亲密', '首夜', (),
       'Learn all in-play Outsider roles.'),
      ('复仇', '夜晚*', ('指定',),
       'Each night*, if an Outsider died today, choose a player; they receive a death judgement.'),)),
    ('devils_advocate', '魔鬼代言人', "Devil's Advocate", 'minion', 6, 441,
     (
      ('辩护', '夜晚', ('指定',),
       'Each night choose a living player without [被辩护]; they gain [霸道] (cannot die from an execution death judgement) until the next dusk and [被辩护] until the dawn after next.'),)),
    ('assassin', '刺客', 'Assassin', 'minion', 7, 445,
     (
      ('刺杀', '夜晚*', ('指定', '限定'),
       'Once per game, on a night*, choose a player; they die (outright death, not a death judgement).'),)),
    ('mastermind', '主谋', 'Mastermind', 'minion', 8, 448,
     (
      ('谋划', '白天', ('被动',),
       "If the Demon dies from an execution death judgement and the game would end because of it, the game continues for one more night and day; on that day, if a player is executed, that player's team loses."),)),
    ('evil_twin', '镜像双子', 'Evil Twin', 'minion', 9, 453,
     (
      ('镜像', '', ('被动', '持续'),
       "A player of the opposite alignment gains [对立双子]; the Evil Twin and that player each learn the other's player and role."),
      ('难辨', '', ('被动',),
       'If the good player among the Evil Twin and the [对立双子] holder is executed, evil wins; while both are alive, good cannot win.'),)),
    ('witch', '女巫', 'Witch', 'minion', 10, 457,
     (
      ('无力', '', ('被动', '持续'),
       'If three or fewer players are alive, the Witch loses their abilities.'),
      ('诅咒', '夜晚', ('指定',),
       'Each night choose a player; they gain [诅咒] until the next dusk (if they nominate, they receive a death judgement).'),)),
    ('cerenovus', '洗脑师', 'Cerenovus', 'minion', 11, 462,
     (
      ('洗脑', '夜晚', ('指定',),
       'Each night choose a player and a good role; the player learns this; if they are not "mad" about being that role the next day, they might be executed.'),)),
    ('pit_hag', '麻脸巫婆', 'Pit Hag', 'minion', 12, 465,
     (
      ('熬药', '夜晚*', ('指定',),
       'Each night*, choose a player and a role; if no player is that role, the chosen player becomes it (choices limited to the supplied 13/4/4/4 bluff script).'),)),
    ('goblin', '哥布林', 'Goblin', 'minion', 13, 470,
     (
      ('嚣张', '白天', ('宣言',),
       'When nominated, the Goblin may publicly declare "(me) is the Goblin" within 10 minutes of the nomination; if the Goblin is executed that day, the Goblin\'s team wins.'),)),
    ('widow', '寡妇', 'Widow', 'minion', 14, 475,
     (
      ('结网', '首夜', (),
       'On the first night, see the grimoire.'),
      ('毒害', '首夜', ('指定',),
       'On the first night choose a player; they are [中毒] (no duration given) and one good player learns the Widow is in play.'),)),
    ('organ_grinder', '街头风琴手', 'Organ Grinder', 'minion', 15, 480,
     (
      ('风琴', '', ('被动',),
       'Nobody can learn the vote breakdown or totals; when active by day there is no public vote thread and everyone votes privately to the storyteller.'),
      ('伪装', '夜晚', (),
       'Each night choose whether to become [醉酒] until the next dusk.'),)),
    ('psychopath', '精神病患者', 'Psychopath', 'minion', 16, 485,
     (
      ('砍杀', '白天', ('宣言',),
       'By day before the nomination period, publicly declare "(me) is the Psychopath, killing (X)"; X receives a death judgement.'),
      ('精分', '', ('被动',),
       'If the Psychopath is executed, its nominator must play rock-paper-scissors with it; unless the Psychopath loses, it does not die from the execution (self-nomination: plays the storyteller).'),)),
    ('boffin', '科学怪人', 'Boffin', 'minion', 17, 491,
     (
      ('研究', '', ('被动', '持续'),
       'A Demon has the ability of a not-in-play good role.'),
      ('公式', '首夜', (),
       'Learn which role the Demon got from [研究]; the Demon also learns it.'),)),
    ('mezepheles', '灵言师', 'Mezepheles', 'minion', 18, 497,
     (
      ('言灵', '首夜', (),
       'Learn a secret word x.'),
      ('言中', '白天', ('被动', '限定'),
       'Once per game, the good player who says word x (in the public or a private chat thread) gains [被言中] until the next dusk.'),
      ('控制', '夜晚*', ('被动', '限定'),
       'Once per game, on the night* after a player gains [被言中], that player turns evil.'),)),
    ('marionette', '提线木偶', 'Marionette', 'minion', 19, 504,
     (
      ('提线', '配板', (),
       'Setup: the Marionette sits next to the Demon.'),
      ('木偶', '', ('认知覆盖',),
       'Cognitive cover: the Marionette thinks they are a good Townsfolk or Outsider.'),
      ('操纵', '', ('被动', '持续'),
       'The Demon knows which player is the Marionette.'),)),
    ('wizard', '巫师', 'Wizard', 'minion', 20, 511,
     (
      ('许愿', '白天', ('拜访', '限定'),
       'Once per game, visit the storyteller by day and make a wish; if granted, it may come with a price and clues.'),)),
    ('xaan', '限', 'Xaan', 'minion', 21, 514,
     (
      ('衔尾', '配板', (),
       'Setup: there may be any number of Townsfolk or Outsiders.'),
      ('轮回', '夜晚', ('被动',),
       'On night n, where n is the number of Outsiders at the start of the game, all Townsfolk are [中毒] until the next dusk.'),)),
    ('harpy', '鹰身女妖', 'Harpy', 'minion', 22, 519,
     (
      ('煽动', '夜晚', ('指定',),
       'Each night choose two players; the first learns that if they are not "mad" the next day that the second is evil, both might die.'),)),
    ('fox_spirit', '狐媚娘', 'Fox Spirit', 'minion', 23, 522,
     (
      ('美艳', '首夜', ('指定',),
       'On the first night choose a player; they gain [魅惑] and learn that the Fox Spirit is in play.'),
      ('魅惑', '夜晚', ('被动', '无视死亡'),
       'When the Fox Spirit dies from an execution death judgement, that night the [魅惑] player turns evil.'),)),
    ('imp', '小恶魔', 'Imp', 'demon', 1, 535,
     (
      ('杀害', '夜晚*', ('指定',),
       'Each night*, choose a player; they receive a death judgement.'),
      ('薪火', '', ('被动',),
       'If the Imp dies from its own [杀害] targeting itself, a Minion becomes the Imp.'),)),
    ('pukka', '普卡', 'Pukka', 'demon', 2, 540,
     (
      ('毒发', '夜晚*', ('被动',),
       'Each night*, the player with [下毒] receives a death judgement; the [散播] poison on them and the [下毒] marker are removed.'),
      ('散播', '夜晚', ('指定',),
       'Each night choose a player; they become [中毒]; if the poisoning succeeds they also gain [下毒].'),)),
    ('shabaloth', '沙巴洛斯', 'Shabaloth', 'demon', 3, 544,
     (
      ('反刍', '夜晚*', ('被动',),
       'Each night*, the Shabaloth may resurrect one dead player who carries [被吞噬].'),
      ('吞噬', '夜晚*', ('指定',),
       'Each night*, choose two players; each in turn receives a death judgement; any who die gain [被吞噬] until the dusk after next.'),)),
    ('po', '珀', 'Po', 'demon', 4, 548,
     (
      ('隐忍', '夜晚*', (),
       'Each night* without [蓄势], choose whether to charge: if yes gain [蓄势] (until [爆发] is used); if no, use [杀害].'),
      ('杀害', '夜晚*', ('指定',),
       'Choose a player; they receive a death judgement.'),
      ('爆发', '夜晚*', ('指定',),
       'On a night* with [蓄势], choose three players; each in turn receives a death judgement.'),)),
    ('fang_gu', '方古', 'Fang Gu', 'demon', 5, 555,
     (
      ('游魂', '配板', (),
       'Setup: +1 Outsider, -1 Townsfolk.'),
      ('杀害', '夜晚*', ('指定',),
       'Each night*, choose a player; they receive a death judgement.'),
      ('侵染', '', ('被动', '单局限定'),
       'Once per game (game-wide): if the [杀害] target is an Outsider and the death judgement would kill them (and could also kill the Fang Gu), the target does not die; instead they turn evil and become the Fang Gu, and the original Fang Gu dies.'),)),
    ('vigormortis', '亡骨魔', 'Vigormortis', 'demon', 6, 560,
     (
      ('亡灵', '配板', (),
       'Setup: if there is at least one Outsider, -1 Outsider / +1 Townsfolk.'),
      ('杀害', '夜晚*', ('指定',),
       'Each night*, choose a player; they receive a death judgement.'),
      ('转化', '', ('被动', '持续'),
       "If a Minion dies from the Vigormortis's [杀害], that Minion gains [亡魂] (keeps its abilities after death) and one of its two nearest Townsfolk becomes [中毒]."),)),
    ('no_dashii', '诺-达鲺', 'No Dashii', 'demon', 7, 567,
     (
      ('腐化', '', ('被动', '持续'),
       'The two nearest Townsfolk (one in each direction) are [中毒].'),
      ('杀害', '夜晚*', ('指定',),
       'Each night*, choose a player; they receive a death judgement.'),)),
    ('vortox', '涡流', 'Vortox', 'demon', 8, 571,
     (
      ('迷乱', '', ('被动',),
       'All Townsfolk have [迷乱]: any information they produce is false; this overrides other statuses.'),
      ('杀害', '夜晚*', ('指定',),
       'Each night*, choose a player; they receive a death judgement.'),)),
    ('lord_of_typhon', '堤丰之首', 'Lord of Typhon', 'demon', 9, 577,
     (
      ('堤丰', '配板', (),
       'Setup: +1 Minion and -1 good player; all evil players sit contiguously with the Lord of Typhon in one of the two middle seats; there may be any number of Outsiders and Townsfolk.'),
      ('杀害', '夜晚*', ('指定',),
       'Each night*, choose a player; they receive a death judgement.'),)),
    ('kazali', '卡扎力', 'Kazali', 'demon', 10, 581,
     (
      ('配队', '配板', (),
       'Setup: the Kazali may choose two players and two Minion roles (from the supplied bluff script); those players are those roles; there may be any number of Outsiders and Townsfolk.'),
      ('杀害', '夜晚*', ('指定',),
       'Each night*, choose a player; they receive a death judgement.'),)),
    ('lleech', '痢蛭', 'Lleech', 'demon', 11, 586,
     (
      ('寄生', '首夜', ('指定',),
       'On the first night choose a living player; they become [中毒] (no duration given) and gain [被寄生].'),
      ('寄宿', '', ('被动',),
       'While the [被寄生] host is alive, the Lleech has [不死]; if the host dies, the Lleech dies.'),
      ('杀害', '夜晚*', ('指定',),
       'Each night*, choose a player; they receive a death judgement.'),)),
    ('lil_monsta', '小怪宝', "Lil' Monsta", 'demon', 12, 592,
     (
      ('宝宝', '配板', (),
       'Setup: +1 Minion, -1 Demon (there is no Demon player).'),
      ('照看', '夜晚', (),
       'Each night the Minions jointly choose a living player, who gains [照看宝宝] until the next [照看].'),
      ('恶习', '', ('被动', '持续'),
       "The [照看宝宝] holder registers as the Demon and learns they are babysitting Lil' Monsta."),
      ('恶念', '夜晚*', ('被动',),
       'Each night*, the storyteller may give one player a death judgement.'),)),
    ('yaggababble', '牙噶巴卜', 'Yaggababble', 'demon', 13, 603,
     (
      ('言语', '首夜', (),
       'On the first night learn a secret phrase x.'),
      ('嚼舌', '白天', ('被动',),
       'If the Yaggababble says phrase x publicly (posts it in the public thread), gain one [流言蜚语] marker until the next dawn.'),
      ('伤人', '', ('被动',),
       'The storyteller may spend a [流言蜚语] marker to give a player a death judgement.'),)),
    ('hundun', '混沌', 'Hundun', 'demon', 14, 609,
     (
      ('杀害', '夜晚*', ('指定',),
       'Each night*, choose a player; they receive a death judgement.'),
      ('混乱', '夜晚*', ('被动',),
       "If the [杀害] target is one of the Hundun's two nearest Townsfolk and dies from it, all good players become [中毒] until the next dusk."),)),
    ('guhuoniao', '姑获鸟', 'Guhuoniao', 'demon', 15, 613,
     (
      ('噬魂', '白天', ('被动', '单局限定'),
       "Once per game (game-wide): when a Minion dies from an execution death judgement, the Guhuoniao may gain that Minion's ability."),
      ('杀害', '夜晚*', ('指定',),
       'Each night*, choose a player; they receive a death judgement.'),)),
)


def listed() -> tuple[Character, ...]:
    """Every character of the script as printed, each ability marked not implemented (its
    ids: ``<character>.<n>``)."""
    out = []
    for cid, zh, en, kind, number, line, abilities in SCRIPT:
        specs = tuple(ability(f"{cid}.{i}", az, f"{en}: {az}", timing, summary, flags,
                              implemented=False)
                      for i, (az, timing, flags, summary) in enumerate(abilities, 1))
        out.append(character(cid, zh, en, kind, specs, line, number))
    return tuple(out)


def paragraph(c: Character) -> str:
    """A character's card as the script prints it (for a character without a module: its name,
    type, rulebook line and each ability with its tags)."""
    head = f"{c.zh}（{c.en}，{TYPES[c.side][0]}，第{c.line}行）"
    lines = [f"<{s.zh}>[{s.timing or '无时机'}]"
             f"{''.join(f'<{f}>' for f in s.flags)} {s.summary}" for s in c.skills]
    return "\n".join((head, *lines))
