// The microphone double of the core models' tests: the widget tests drive the same models through the same fake.
export { fakeMedia, denied, type FakeMedia } from '../../../core/src/test/fakeMicrophone';
