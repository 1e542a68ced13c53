export { MockTestList, MockTestSitting, MockTestReport } from './lazy';
export type { MockTestListProps } from './MockTestList';
export type { MockTestSittingProps } from './MockTestSitting';
export type { MockTestReportProps } from './MockTestReport';
