import { useNavigate } from 'react-router-dom';
import { Icon } from '../../ui/Icon.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useT } from '../../i18n/language.tsx';

export function UnauthorizedPage() {
  const { t, path } = useT();
  useDocumentTitle(t('denied.title'));
  const navigate = useNavigate();

  function goBack() {
    // Opened in a fresh tab there is nothing to go back to; the home page is the nearest way out.
    if (window.history.length > 1) void navigate(-1);
    else void navigate(path('/'));
  }

  return (
    <div className="container section status-page">
      <div className="status-page__card">
        <span className="status-page__icon">
          <Icon name="lock" size={30} />
        </span>
        <h1>{t('denied.title')}</h1>
        <p>{t('denied.body')}</p>
        <button type="button" className="button button--primary" onClick={goBack}>
          {t('denied.back')}
        </button>
      </div>
    </div>
  );
}
