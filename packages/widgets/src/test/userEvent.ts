// `@testing-library/user-event` in the widgets' tests resolves here (vitest.config.ts): the copy that Storybook's
// plays use, which storybook/test bundles. The files of a worker share one document (isolate: false), and each copy
// of user-event prepares a document once and every input it sees focused: with two copies both wrap an input's value
// setter, and the outer wrapper's typing reaches React's value tracker as a programmatic change, so React fires no
// onChange. One copy for the plays and the tests keeps typing working whatever file ran before.
export { uninstrumentedUserEvent as default, uninstrumentedUserEvent as userEvent } from 'storybook/test';
