import { Flex } from '@aws-amplify/ui-react';
import type { FormEvent, ReactNode } from 'react';

/**
 * The form of a side panel under a catalogue table (the farmer's tank mix, the CRM message): a
 * column with small gaps; the screen checks what is typed, not the browser.
 */
export function PanelForm({
  onSubmit,
  children,
}: {
  onSubmit: (e: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <Flex
      as="form"
      direction="column"
      gap="small"
      className="mix-panel"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
    >
      {children}
    </Flex>
  );
}
