import { messages, parseSettingsGroup, type TLandingSettings } from '@copyvest/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useSaveSettings } from '@/features/admin/api/settings';
import { SettingsSection } from './settings-section';
import { TextAreaField } from './text-area-field';

const t = messages.settings;
const legend = 'text-sm font-semibold text-slate-900 dark:text-white';

/** The landing's figures (and where they come from), its FAQ and its five testimonials. */
export function LandingSettingsForm({ value }: { value: TLandingSettings }) {
  const save = useSaveSettings('landing');
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string>();

  function submit() {
    const parsed = parseSettingsGroup('landing', draft);
    if (!parsed.ok) return setProblem(parsed.message);
    setProblem(undefined);
    save.mutate(parsed.value);
  }

  const setStatistic = (index: number, patch: Partial<TLandingSettings['statistics'][0]>) =>
    setDraft((d) => ({
      ...d,
      statistics: d.statistics.map((s, i) =>
        i === index ? { ...s, ...patch } : s,
      ) as TLandingSettings['statistics'],
    }));
  const setFaq = (index: number, patch: Partial<TLandingSettings['faq'][0]>) =>
    setDraft((d) => ({
      ...d,
      faq: d.faq.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)),
    }));
  const setTestimonial = (index: number, patch: Partial<TLandingSettings['testimonials'][0]>) =>
    setDraft((d) => ({
      ...d,
      testimonials: d.testimonials.map((entry, i) =>
        i === index ? { ...entry, ...patch } : entry,
      ) as TLandingSettings['testimonials'],
    }));

  return (
    <SettingsSection
      title={t.landingTitle}
      text={t.landingText}
      problem={problem}
      busy={save.isPending}
      onSubmit={submit}
    >
      <fieldset className="space-y-3">
        <legend className={legend}>{t.figuresSource}</legend>
        <SelectField
          label={t.figuresSource}
          hideLabel
          value={draft.figuresSource}
          onChange={(event) =>
            setDraft({
              ...draft,
              figuresSource: event.target.value === 'computed' ? 'computed' : 'spec',
            })
          }
        >
          <option value="spec">{t.figuresSpec}</option>
          <option value="computed">{t.figuresComputed}</option>
        </SelectField>
        <div className="grid gap-3 sm:grid-cols-2">
          {draft.statistics.map((statistic, index) => (
            <div key={index} className="contents">
              <TextField
                label={t.statisticValue(index + 1)}
                value={statistic.value}
                onChange={(event) => setStatistic(index, { value: event.target.value })}
              />
              <TextField
                label={t.statisticLabel(index + 1)}
                value={statistic.label}
                onChange={(event) => setStatistic(index, { label: event.target.value })}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className={legend}>{t.faqTitle}</legend>
        {draft.faq.map((entry, index) => (
          <div
            key={index}
            className="space-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
          >
            <TextField
              label={t.faqQuestion(index + 1)}
              value={entry.question}
              onChange={(event) => setFaq(index, { question: event.target.value })}
            />
            <TextAreaField
              label={t.faqAnswer(index + 1)}
              value={entry.answer}
              onChange={(event) => setFaq(index, { answer: event.target.value })}
            />
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={draft.faq.length <= 1}
              onClick={() => setDraft({ ...draft, faq: draft.faq.filter((_, i) => i !== index) })}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t.faqRemove(index + 1)}
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          disabled={draft.faq.length >= 20}
          onClick={() => setDraft({ ...draft, faq: [...draft.faq, { question: '', answer: '' }] })}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t.faqAdd}
        </Button>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className={legend}>{t.testimonialsTitle}</legend>
        {draft.testimonials.map((entry, index) => (
          <div
            key={index}
            className="grid gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-2 dark:border-slate-700"
          >
            <TextField
              label={t.testimonialName(index + 1)}
              value={entry.name}
              onChange={(event) => setTestimonial(index, { name: event.target.value })}
            />
            <TextField
              label={t.testimonialRole(index + 1)}
              value={entry.role}
              onChange={(event) => setTestimonial(index, { role: event.target.value })}
            />
            <TextAreaField
              className="sm:col-span-2"
              label={t.testimonialQuote(index + 1)}
              value={entry.quote}
              onChange={(event) => setTestimonial(index, { quote: event.target.value })}
            />
          </div>
        ))}
      </fieldset>
    </SettingsSection>
  );
}
