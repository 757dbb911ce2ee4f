import '../audit/audit.css';
import { AUDIT_ENTITIES, AUDIT_TEXTS, type AuditListInput, hasRole, SUPERADMIN_ROLES } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { trpc } from '../../trpc.ts';
import { tablePager } from '../../ui/listPager.ts';
import { FullPageSpinner } from '../../ui/Spinner.tsx';
import { AuditTable } from '../audit/AuditTable.tsx';
import { ACTION_LABELS, entityLabel } from '../audit/auditLabels.ts';
import { ScreenHeader } from '../ScreenHeader.tsx';

const PAGE_SIZE = 25;

interface Filters {
  entity: string;
  entity_id: string;
  action: string;
  actor_id: string;
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { entity: '', entity_id: '', action: '', actor_id: '', from: '', to: '' };

/** Superadmin only, like the trail's API. */
export default function AuditScreen() {
  const { status, user } = useAuth();
  if (status === 'loading') return <FullPageSpinner />;
  if (!user || !hasRole(user.role, SUPERADMIN_ROLES)) return <Navigate to="/unauthorized" replace />;
  return <AuditTrail />;
}

function AuditTrail() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const set = (key: keyof Filters, value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const input: AuditListInput = { page, limit: PAGE_SIZE, ...filters };
  const list = trpc.audit.list.useQuery(input, { placeholderData: keepPreviousData, staleTime: 0 });
  const users = trpc.users.list.useQuery({ page: 1, limit: 100 }, { staleTime: 60_000 });
  const pagination = list.data?.pagination;
  const ids = {
    entity: useId(),
    entityId: useId(),
    action: useId(),
    actor: useId(),
    from: useId(),
    to: useId(),
  };

  return (
    <>
      <ScreenHeader
        title={AUDIT_TEXTS.title}
        description={AUDIT_TEXTS.subtitle}
        actions={
          <button type="button" className="button button--ghost button--small" onClick={() => (setFilters(NO_FILTERS), setPage(1))}>
            Reset filter
          </button>
        }
      />
      <div className="toolbar audit-filters">
        <div className="toolbar__filter">
          <label htmlFor={ids.entity}>Data</label>
          <select id={ids.entity} className="select" value={filters.entity} onChange={(e) => set('entity', e.target.value)}>
            <option value="">Semua data</option>
            {AUDIT_ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {entityLabel(entity)}
              </option>
            ))}
          </select>
        </div>
        <div className="toolbar__filter">
          <label htmlFor={ids.entityId}>ID data</label>
          <input
            id={ids.entityId}
            className="toolbar__input"
            inputMode="numeric"
            value={filters.entity_id}
            maxLength={64}
            onChange={(e) => set('entity_id', e.target.value)}
          />
        </div>
        <div className="toolbar__filter">
          <label htmlFor={ids.action}>Aksi</label>
          <select id={ids.action} className="select" value={filters.action} onChange={(e) => set('action', e.target.value)}>
            <option value="">Semua aksi</option>
            {Object.entries(ACTION_LABELS).map(([action, label]) => (
              <option key={action} value={action}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="toolbar__filter">
          <label htmlFor={ids.actor}>Oleh</label>
          <select id={ids.actor} className="select" value={filters.actor_id} onChange={(e) => set('actor_id', e.target.value)}>
            <option value="">Semua orang</option>
            {(users.data?.users ?? []).map((u) => (
              <option key={u.id} value={String(u.id)}>
                {u.name}
              </option>
            ))}
          </select>
        </div>
        <div className="toolbar__filter">
          <label htmlFor={ids.from}>Dari tanggal</label>
          <input id={ids.from} className="toolbar__input" type="date" value={filters.from} onChange={(e) => set('from', e.target.value)} />
        </div>
        <div className="toolbar__filter">
          <label htmlFor={ids.to}>Sampai tanggal</label>
          <input id={ids.to} className="toolbar__input" type="date" value={filters.to} onChange={(e) => set('to', e.target.value)} />
        </div>
      </div>
      <AuditTable
        entries={list.data?.entries ?? []}
        query={list}
        onShowRecord={(entity, entityId) => {
          setFilters({ ...NO_FILTERS, entity, entity_id: entityId });
          setPage(1);
        }}
        pagination={tablePager(pagination, setPage, { pageSize: PAGE_SIZE, label: 'Halaman jejak audit' })}
      />
    </>
  );
}
