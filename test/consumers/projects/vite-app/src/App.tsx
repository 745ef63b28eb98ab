import { useEffect, useState } from 'react';

interface Pet {
  id: number;
  name: string;
}

// The switch src/mock.ts reads: a server's URL sends the requests there; unset or `mock`, the page's own /v1, which the mock answers.
const switched = import.meta.env.VITE_ANIMAL_STORE;
const base = switched && switched !== 'mock' ? switched : '/v1';

/** `npm create vite@latest -- --template react-ts`, cut down to a page that lists the API's pets, or says why it cannot. */
export function App() {
  const [pets, setPets] = useState<Pet[]>([]);
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    // StrictMode runs this twice in development: only the last run's answer is kept.
    let current = true;
    fetch(`${base}/pets?limit=3`, { headers: { Authorization: 'Bearer test-key' } })
      .then(async (response) => {
        if (!current) return;
        if (response.ok) setPets(await response.json());
        else setFailed(`${response.status} ${response.statusText}`);
      })
      .catch((error: Error) => current && setFailed(error.message));
    return () => {
      current = false;
    };
  }, []);
  if (failed) return <p role="alert">The pets could not be loaded: {failed}</p>;
  return (
    <ul>
      {pets.map((pet) => (
        <li key={pet.id}>{pet.name}</li>
      ))}
    </ul>
  );
}
