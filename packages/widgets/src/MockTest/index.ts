export { MockTestList } from './MockTestList';
export type { MockTestListProps } from './MockTestList';
export { MockTestSitting } from './MockTestSitting';
export type { MockTestSittingProps } from './MockTestSitting';
export { MockTestReport } from './MockTestReport';
export type { MockTestReportProps } from './MockTestReport';
