import { useMemo, useState } from 'react';
import { createPteClient, getTask, type AnswerRecord } from '@pte-kit/core';
import { PracticeQuestion, PteClientProvider } from '@pte-kit/widgets';

const task = getTask('reading.multipleChoiceSingleAnswer');

// The API origin and the learner's token: from the app's own sign-in in a real app; here from ?api= and ?token=.
const params = new URLSearchParams(window.location.search);
const apiBase = params.get('api') ?? window.location.origin;
const token = params.get('token');

export function App() {
  const client = useMemo(() => createPteClient({ baseURL: apiBase, getToken: () => token }), []);
  const [position, setPosition] = useState(1);
  const [last, setLast] = useState<AnswerRecord | null>(null);
  return (
    <PteClientProvider client={client}>
      <main style={{ maxWidth: 880, margin: '0 auto', padding: 16 }}>
        <h1>Reading practice</h1>
        {token ? null : <p role="alert">Add ?token= (and ?api= for another origin) to the address to practise.</p>}
        <PracticeQuestion
          task={task}
          position={position}
          onPositionChange={setPosition}
          pteType="PTE Academic"
          headingLevel={2}
          onScored={setLast}
        />
        {last ? <p role="status">Last score: {last.score} / {last.maxScore}</p> : null}
      </main>
    </PteClientProvider>
  );
}
