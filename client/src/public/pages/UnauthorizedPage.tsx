import { TEXTS } from '@island/shared';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../../ui/Icon.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

export function UnauthorizedPage() {
  useDocumentTitle(TEXTS.noPermissionTitle);
  const navigate = useNavigate();

  function goBack() {
    // Opened in a fresh tab there is nothing to go back to; the home page is the nearest way out.
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  }

  return (
    <div className="container section status-page">
      <div className="status-page__card">
        <span className="status-page__icon">
          <Icon name="lock" size={30} />
        </span>
        <h1>{TEXTS.noPermissionTitle}</h1>
        <p>{TEXTS.noPermissionBody}</p>
        <button type="button" className="button button--primary" onClick={goBack}>
          {TEXTS.back}
        </button>
      </div>
    </div>
  );
}
