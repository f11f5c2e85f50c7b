/** Three placeholder cards of a plan card's size, while the plans load. */
export function PlansSkeleton() {
  return (
    <ul aria-hidden="true" className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((key) => (
        <li
          key={key}
          className="h-[25rem] animate-pulse rounded-3xl border border-slate-200 bg-slate-100 motion-reduce:animate-none dark:border-slate-800 dark:bg-slate-900"
        />
      ))}
    </ul>
  );
}
