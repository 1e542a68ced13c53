import { Suspense } from 'react';
import { deferred } from '../AnswerArea/lazy';
import type { MockTestListProps } from './MockTestList';
import type { MockTestReportProps } from './MockTestReport';
import type { MockTestSittingProps } from './MockTestSitting';

// The package's index names every widget, and its bytes have a budget (size-budget.json): the mock tests' code
// (about 6.7 KB gzip) is fetched when one of them first renders, so neither the index nor any practice page carries it.
const List = deferred(() => import('./MockTestList').then((module) => module.MockTestList));
const Sitting = deferred(() => import('./MockTestSitting').then((module) => module.MockTestSitting));
const Report = deferred(() => import('./MockTestReport').then((module) => module.MockTestReport));

/** The mock tests a learner can take: full and section forms, their length, the learner's sittings and what the plan allows. */
export function MockTestList(props: MockTestListProps) {
  return <Suspense fallback={null}><List {...props} /></Suspense>;
}

/** Takes a mock test as the exam runs it, resumes it where the server has it, and shows its report at the end. */
export function MockTestSitting(props: MockTestSittingProps) {
  return <Suspense fallback={null}><Sitting {...props} /></Suspense>;
}

/** A mock test's score report: overall and the four skills on 10–90 with their ranges, enabling skills, every answer. */
export function MockTestReport(props: MockTestReportProps) {
  return <Suspense fallback={null}><Report {...props} /></Suspense>;
}
