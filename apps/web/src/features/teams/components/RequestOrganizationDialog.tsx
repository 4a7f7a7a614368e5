import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent } from '@/components/ui/Dialog';
import { Field, NativeSelect, Textarea } from '@/components/ui/Input';
import { errorMessage } from '@/lib/api';
import { useOrganizations } from '@/features/organizations/api/list-organizations';
import { useCreateOrganizationRequest } from '@/features/organizations/api/create-organization-request';

/** 'Request to Join Organization': sends an organization request for the selected team (message optional). */
export function RequestOrganizationButton({ teamCode }: { teamCode: string }) {
  const [open, setOpen] = useState(false);
  const [organizationId, setOrganizationId] = useState('');
  const [message, setMessage] = useState('');
  const orgs = useOrganizations(open);
  const request = useCreateOrganizationRequest();
  const submit = async () => {
    if (!organizationId) return;
    try {
      await request.mutateAsync({ organizationId, teamCode, message: message.trim() || undefined });
      toast.success('Request Sent', { description: 'The organization will review your request.' });
      setOpen(false);
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to send organization request.') });
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Request to Join Organization
      </Button>
      {open && (
        <DialogContent
          title="Request to Join Organization"
          description="An organization's program admins review the request."
        >
          <div className="space-y-3">
            <Field label="Organization" htmlFor="req-org">
              <NativeSelect
                id="req-org"
                value={organizationId}
                onChange={(e) => setOrganizationId(e.target.value)}
                disabled={orgs.isLoading}
              >
                <option value="">
                  {orgs.isLoading ? 'Loading…' : orgs.isError ? 'Organizations unavailable' : 'Select an organization'}
                </option>
                {orgs.data?.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label="Message (optional)" htmlFor="req-message">
              <Textarea id="req-message" rows={3} value={message} onChange={(e) => setMessage(e.target.value)} />
            </Field>
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button onClick={submit} disabled={!organizationId || request.isPending}>
                Send Request
              </Button>
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
