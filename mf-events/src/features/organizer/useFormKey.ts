/** The request key of a create form: a new one each time the form opens, the same for every send of it. */
import { useEffect, useRef, useState } from 'react';
import { newRequestKey } from './api/request-key';

export function useFormKey(open: boolean): string {
  const [key, setKey] = useState(newRequestKey);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) setKey(newRequestKey());
    wasOpen.current = open;
  }, [open]);
  return key;
}
