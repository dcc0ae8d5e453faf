import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../../shared/api/trpc';
import { fetchQuoteLogo, uploadQuoteLogo } from './quote-logo-requests';

const logoKey = ['quotes', 'logo'] as const;

/** The team's current logo as an object URL for an <img> (null while there is none), revoked when it changes. */
export function useQuoteLogoUrl(hasLogo: boolean): string | null {
  const logo = useQuery({ queryKey: logoKey, queryFn: fetchQuoteLogo, enabled: hasLogo, staleTime: Infinity });
  const blob = hasLogo ? (logo.data ?? null) : null;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/** Uploads a new logo: the settings take the answer (hasLogo) and the shown logo is read again. */
export function useUploadQuoteLogo() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadQuoteLogo,
    onSuccess: (settings) => {
      queryClient.setQueryData(trpc.quotes.settings.queryKey(), settings);
      return queryClient.invalidateQueries({ queryKey: logoKey });
    },
  });
}
