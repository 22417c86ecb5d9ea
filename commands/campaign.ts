import { group } from '../src/app/command.js';
import { campaignEnd } from './campaign-end.js';
import { campaignExport } from './campaign-export.js';
import { campaignJoin } from './campaign-join.js';
import { campaignLeave } from './campaign-leave.js';
import { campaignPlayers } from './campaign-players.js';
import { campaignLog } from './campaign-log.js';
import { campaignDetails } from './campaign-details.js';
import { campaignNew } from './campaign-new.js';
import { campaignNotify } from './campaign-notify.js';
import { campaignPace } from './campaign-pace.js';
import { campaignRecap } from './campaign-recap.js';
import { campaignUndo } from './campaign-undo.js';
import { campaignThreads } from './campaign-threads.js';
import { campaignRulesList } from './campaign-rules-list.js';
import { campaignRulesReset } from './campaign-rules-reset.js';
import { campaignRulesSet } from './campaign-rules-set.js';
import { campaignStatus } from './campaign-status.js';

export const campaign = group('campaign', 'Campaigns: one per channel, with sides, a GM and a verifiable dice ledger', [
  campaignNew,
  campaignJoin,
  campaignLeave,
  campaignPlayers,
  campaignStatus,
  group('rules', 'House-rule parameters of this campaign', [campaignRulesList, campaignRulesSet, campaignRulesReset]),
  campaignLog,
  campaignDetails,
  campaignRecap,
  campaignPace,
  campaignNotify,
  campaignUndo,
  campaignThreads,
  campaignEnd,
  campaignExport,
]);
