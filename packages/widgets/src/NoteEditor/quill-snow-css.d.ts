// Quill ships its theme as a plain stylesheet; the bundler (Vite, Storybook) turns the import into a <style>.
declare module 'quill/dist/quill.snow.css';
