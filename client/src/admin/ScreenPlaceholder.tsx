import { ScreenHeader } from './ScreenHeader.tsx';

/** A screen that is routed and guarded but not built yet. */
export function ScreenPlaceholder({ title, text }: { title: string; text: string }) {
  return (
    <>
      <ScreenHeader title={title} />
      <section className="card placeholder-card">
        <p>{text}</p>
      </section>
    </>
  );
}
