import { useT } from '../../../i18n/translate';
import { FOUNDERS_STORY } from '../content/founders';

type FoundersStoryProps = { paragraphs?: number };

/** The founding story from content/founders.ts; the home page shows its opening only. */
export function FoundersStory({ paragraphs = FOUNDERS_STORY.length }: FoundersStoryProps) {
  const t = useT();
  return (
    <div className="space-y-5 text-lg leading-relaxed text-muted">
      {FOUNDERS_STORY.slice(0, paragraphs).map((paragraph) => (
        <p key={paragraph}>{t(paragraph)}</p>
      ))}
    </div>
  );
}
