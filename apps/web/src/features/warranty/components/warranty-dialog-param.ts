import { useSearchParams } from 'react-router';

/** The warranty request whose dialog is open, kept in ?warranty= so a mail's link (and a shared one) opens it (issue 29). */
export function useOpenWarrantyParam() {
  const [params, setParams] = useSearchParams();
  const open = params.get('warranty');
  const setOpen = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('warranty', id);
        else next.delete('warranty');
        return next;
      },
      { replace: true },
    );
  return [open, setOpen] as const;
}
