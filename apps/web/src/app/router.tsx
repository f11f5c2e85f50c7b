import { createBrowserRouter } from 'react-router';

function Placeholder({ title }: { title: string }) {
  return <h1 className="p-8 text-2xl font-semibold">{title}</h1>;
}

export const router = createBrowserRouter([
  { path: '/', element: <Placeholder title="CopyVest" /> },
  { path: '*', element: <Placeholder title="Page not found" /> },
]);
