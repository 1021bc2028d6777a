// The development SMS outbox (operators; SMS_OUTBOX=1 only, server/sms/outbox.ts): every SMS the
// server would have sent in the last 24 hours, newest first, so a developer reads a verification
// or /my/ sign-in code here instead of on a phone. Each view is in the audit log.
import { when } from '../format';
import { useApi } from '../state/query';
import { DataTable } from '../table/DataTable';
import type { Column } from '../table/use-data-table';

interface Message {
  id: number;
  phone: string;
  message: string;
  created_at: string;
}

const COLUMNS: Column<Message>[] = [
  { id: 'created_at', header: 'Sent', cell: (m) => when(m.created_at) },
  { id: 'phone', header: 'To' },
  { id: 'message', header: 'Message', sortable: false, searchable: true },
];

export function Outbox() {
  const outbox = useApi<{ messages: Message[] }>('/api/console/outbox');
  return (
    <>
      <h1>SMS outbox</h1>
      <p>
        The server runs with <code>SMS_OUTBOX=1</code>: no SMS is sent. Every message of the last 24 hours is listed here (and printed in
        the server log), newest first.
      </p>
      <DataTable
        label="SMS outbox"
        columns={COLUMNS}
        rows={outbox.data?.messages}
        error={outbox.error}
        defaultSort={{ id: 'created_at', dir: 'desc' }}
        noun={['message', 'messages']}
        empty="No SMS in the last 24 hours."
      />
    </>
  );
}
