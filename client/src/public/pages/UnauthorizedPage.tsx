import { TEXTS } from '@island/shared';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

export function UnauthorizedPage() {
  useDocumentTitle(TEXTS.noPermissionTitle);
  const navigate = useNavigate();
  const location = useLocation();

  function goBack() {
    // Opened directly there is no earlier page in this app; the home page is the nearest way back.
    if (location.key === 'default') void navigate('/');
    else void navigate(-1);
  }

  return (
    <div className="container section status-page">
      <div className="status-page__card">
        <span className="status-page__icon" aria-hidden="true">
          🔒
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
