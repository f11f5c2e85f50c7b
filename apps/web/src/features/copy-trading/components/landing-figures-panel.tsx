import { messages, type TLandingFigures } from '@copyvest/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import { useSetLandingFigures } from '@/features/copy-trading/api/admin-traders';
import { useLandingFigures } from '@/components/copy-trading/api/landing-figures';
import {
  formatHours,
  formatProfitFactor,
  formatRatio,
} from '@/components/copy-trading/format-stats';

const t = messages.copyPages;

/** The admin's switch for the landing page's three figures: the spec's, or computed. */
export function LandingFiguresPanel() {
  const figures = useLandingFigures();
  return (
    <Panel title={t.landingFigures}>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t.landingFiguresText}</p>
      {figures.isPending ? (
        <LoadingState />
      ) : figures.isError ? (
        <ErrorState error={figures.error} onRetry={() => void figures.refetch()} />
      ) : (
        <FiguresForm key={figures.data.source} figures={figures.data} />
      )}
    </Panel>
  );
}

function FiguresForm({ figures }: { figures: TLandingFigures }) {
  const [source, setSource] = useState(figures.source);
  const save = useSetLandingFigures();
  const name = useId();
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.run({ source });
      }}
    >
      <fieldset className="space-y-2">
        <legend className="sr-only">{t.landingFigures}</legend>
        {(['spec', 'computed'] as const).map((value) => (
          <label
            key={value}
            className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200"
          >
            <input
              type="radio"
              name={name}
              checked={source === value}
              onChange={() => setSource(value)}
              className="accent-emerald-600"
            />
            {value === 'spec' ? t.figuresSpec : t.figuresComputed}
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t.figuresNow(
          formatRatio(figures.winRate),
          formatProfitFactor(figures.profitFactor),
          formatHours(figures.avgDurationHours, true),
        )}
      </p>
      <Button type="submit" busy={save.isPending} disabled={source === figures.source}>
        {t.save}
      </Button>
    </form>
  );
}
