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
  // The URL is the filters' home: a list can be shared and reloaded, Back undoes a change, and opening
  // another task from the menu starts from its defaults. A local copy answers clicks at once, because
  // the router applies URL changes in a transition and a controlled input would flick back meanwhile.
  const searchText = search.toString();
  const [filters, setFilters] = useState(() => filtersFromSearch(searchText));
  const [seenSearch, setSeenSearch] = useState(searchText);
  if (seenSearch !== searchText) {
    setSeenSearch(searchText);
    if (filtersToSearch(filters) !== searchText) setFilters(filtersFromSearch(searchText));
  }
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
