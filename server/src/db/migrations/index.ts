import accounts from './001_accounts';
import passwordResetByEmail from './002_password_reset_by_email';
import reddit from './003_reddit';
import savedIdeas from './004_saved_ideas';
import billing from './005_billing';
import reports from './006_reports';
import signedUnsubscribe from './007_signed_unsubscribe';
import generationRecentOutputs from './008_generation_recent_outputs';
import historyOneRowPerDay from './009_history_one_row_per_day';
import unsubscribeRemovesSubscription from './010_unsubscribe_removes_subscription';
import planChanges from './011_plan_changes';
import redditArchive from './012_reddit_archive';
import audiences from './015_audiences';
import localTestClocks from './016_local_test_clocks';
import reportAudienceThemes from './021_report_audience_themes';
import savedItemContext from './023_saved_item_context';
import analysedCommunities from './024_analysed_communities';

/** Committed, append-only. Never edit a migration that has shipped; add a new one. */
export const migrations: ReadonlyArray<{ id: string; sql: string }> = [
  { id: '001_accounts', sql: accounts },
  { id: '002_password_reset_by_email', sql: passwordResetByEmail },
  { id: '003_reddit', sql: reddit },
  { id: '004_saved_ideas', sql: savedIdeas },
  { id: '005_billing', sql: billing },
  { id: '006_reports', sql: reports },
  { id: '007_signed_unsubscribe', sql: signedUnsubscribe },
  { id: '008_generation_recent_outputs', sql: generationRecentOutputs },
  { id: '009_history_one_row_per_day', sql: historyOneRowPerDay },
  { id: '010_unsubscribe_removes_subscription', sql: unsubscribeRemovesSubscription },
  { id: '011_plan_changes', sql: planChanges },
  { id: '012_reddit_archive', sql: redditArchive },
  { id: '015_audiences', sql: audiences },
  { id: '016_local_test_clocks', sql: localTestClocks },
  { id: '021_report_audience_themes', sql: reportAudienceThemes },
  { id: '023_saved_item_context', sql: savedItemContext },
  { id: '024_analysed_communities', sql: analysedCommunities },
];
