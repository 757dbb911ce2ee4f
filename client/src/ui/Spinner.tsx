import './spinner.css';
import { useT } from '../i18n/language.tsx';

export interface SpinnerProps {
  /** Text read by screen readers; also shown beside the spinner when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

export function Spinner({ label, showLabel = false, size = 'md' }: SpinnerProps) {
  const { t } = useT();
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className={showLabel ? 'spinner__label' : 'visually-hidden'}>{label ?? t('common.loading')}</span>
    </span>
  );
}

/** Fills the viewport while something the whole page depends on (the session check) is loading. */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="full-page-spinner">
      <Spinner size="lg" label={label} showLabel={Boolean(label)} />
    </div>
  );
}
