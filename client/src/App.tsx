import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from './auth/AuthProvider.tsx';
import { router } from './router.tsx';
import { queryClient, trpc, trpcClient } from './trpc.ts';
import { ToastHost } from './ui/ToastHost.tsx';

export function App() {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
          <ToastHost />
        </AuthProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
