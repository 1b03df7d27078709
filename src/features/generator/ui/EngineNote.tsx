import type { GeneratorKind, Grounding } from '@subreddit-signal/contract';
import { builtInNote, topicOnlyNote } from '../model/messages';
import { RobotIcon } from './icons';

/**
 * Says plainly when the built-in, rule-based engine wrote something (header x-generator: built-in),
 * and when the community was not in our data, so the text rests on the topic alone (x-grounding: topic).
 */
export function EngineNote({
  engine,
  subreddit,
  grounding,
}: {
  engine: GeneratorKind | null | undefined;
  subreddit: string | undefined;
  grounding?: Grounding | null;
}) {
  const text = grounding === 'topic' ? topicOnlyNote(subreddit, engine) : engine === 'built-in' ? builtInNote(subreddit) : null;
  if (!text) return null;
  return (
    <p className="gen-engine">
      <RobotIcon size={15} />
      <span>{text}</span>
    </p>
  );
}
