import { useEffect, useState } from 'react';

interface Pet {
  id: number;
  name: string;
}

/** `npm create vite@latest -- --template react-ts`, cut down to a page that lists the API's pets from its own origin. */
export function App() {
  const [pets, setPets] = useState<Pet[]>([]);
  useEffect(() => {
    fetch('/v1/pets?limit=3', { headers: { Authorization: 'Bearer test-key' } })
      .then((response) => (response.ok ? response.json() : []))
      .then(setPets, () => setPets([]));
  }, []);
  return (
    <ul>
      {pets.map((pet) => (
        <li key={pet.id}>{pet.name}</li>
      ))}
    </ul>
  );
}
