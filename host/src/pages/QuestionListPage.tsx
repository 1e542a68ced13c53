import { useCallback, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { findTaskBySlug, filtersFromSearch, filtersToSearch, type FilterState } from '@pte-kit/core';
import { NotFound } from './NotFound';
import { QuestionListPanel } from './QuestionListPanel';
import * as styles from './pages.css';

export function QuestionListPage() {
  const { skill = '', task: slug = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const task = findTaskBySlug(skill, slug);
  // Filters answer clicks at once; the URL follows so the list can be shared and reloaded.
  const [filters, setFilters] = useState(() => filtersFromSearch(search));
  const onFiltersChange = useCallback(
    (next: FilterState) => {
      setFilters(next);
      setSearch(filtersToSearch(next));
    },
    [setSearch],
  );
  if (!task) return <NotFound />;
  return (
    <div className={styles.section}>
      <h1 className={styles.title}>{task.name}</h1>
      <QuestionListPanel
        task={task}
        filters={filters}
        onFiltersChange={onFiltersChange}
        onOpen={(position) => {
          const query = filtersToSearch(filters, { includePage: false });
          navigate(`/dashboard/${task.skill}/${task.slug}/${position}${query ? `?${query}` : ''}`);
        }}
      />
    </div>
  );
}
