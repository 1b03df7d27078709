import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import {
  DEFAULT_GENERATOR_SUBREDDITS,
  POST_TEMPLATES,
  WRITING_STYLES,
  type PostTemplate,
  type WritingStyle,
} from '@subreddit-signal/contract';
import { TemplateIcon } from '@/shared/ui';
import { GENERATOR_MSG } from '../model/messages';
import { TEMPLATE_SAMPLES } from '../model/samples';
import { SelectField } from '../ui/SelectField';
import '../ui/generator.css';

/**
 * /templates: the static 'Post Templates' page. Its subreddit, template and tone
 * dropdowns and the four sample cards make no call; the choices only shape the cards, and
 * 'Use this template' opens the generator with them prefilled (router state).
 */
export function TemplatesPage() {
  const [subreddit, setSubreddit] = useState<string>(DEFAULT_GENERATOR_SUBREDDITS[0]);
  const [template, setTemplate] = useState<PostTemplate | ''>('');
  const [tone, setTone] = useState<WritingStyle>(WRITING_STYLES[0]);

  return (
    <div className="gen-page">
      <section className="card gen-hero" aria-labelledby="templates-title">
        <p className="gen-eyebrow">
          <TemplateIcon size={14} /> Templates
        </p>
        <h1 className="gen-hero__title" id="templates-title">
          {GENERATOR_MSG.templatesTitle}
        </h1>
        <p className="gen-hero__subtitle">
          Proven shapes for a Reddit post. Pick a community and a tone, then start from the structure that fits your message.
        </p>
        <div className="gen-form__row gen-templates__controls">
          <SelectField
            label="Subreddit"
            name="subreddit"
            options={DEFAULT_GENERATOR_SUBREDDITS}
            optionLabel={(name) => `r/${name}`}
            value={subreddit}
            onChange={(e) => setSubreddit(e.target.value)}
          />
          <SelectField
            label="Template"
            name="template"
            placeholder="All templates"
            options={POST_TEMPLATES}
            value={template}
            onChange={(e) => setTemplate(e.target.value as PostTemplate | '')}
          />
          <SelectField
            label="Tone"
            name="tone"
            options={WRITING_STYLES}
            value={tone}
            onChange={(e) => setTone(e.target.value as WritingStyle)}
          />
        </div>
      </section>

      <section className="gen-section" aria-labelledby="templates-list-title">
        <header className="gen-section__head">
          <h2 className="gen-section__title" id="templates-list-title">
            Sample templates
          </h2>
          <p className="gen-section__count">
            For r/{subreddit} · {tone}
          </p>
        </header>
        <ul className="gen-grid">
          {TEMPLATE_SAMPLES.map((sample) => {
            const chosen = sample.template === template;
            return (
              <li key={sample.template}>
                <article
                  className={chosen ? 'gen-post card gen-template gen-template--chosen' : 'gen-post card gen-template'}
                  aria-labelledby={`tpl-${sample.template}`}
                >
                  <div className="gen-post__meta">
                    <span className="gen-badge">{sample.template}</span>
                    {chosen ? <span className="gen-badge gen-badge--accent">Selected</span> : null}
                  </div>
                  <h3 className="gen-post__title" id={`tpl-${sample.template}`}>
                    {sample.title}
                  </h3>
                  <p className="gen-post__body">{sample.description}</p>
                  <ol className="gen-template__outline" aria-label="Structure">
                    {sample.outline.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                  <div className="gen-post__cta">
                    <span className="gen-post__label">Example title</span>
                    <p>{sample.example}</p>
                  </div>
                  <div className="gen-post__actions">
                    <Link
                      to="/ai-post-generator-results"
                      state={{ subreddit, template: sample.template, writingStyle: tone }}
                      className="btn btn--secondary btn--sm"
                      aria-label={`Use the ${sample.template} template`}
                    >
                      Use this template
                    </Link>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

export default TemplatesPage;
