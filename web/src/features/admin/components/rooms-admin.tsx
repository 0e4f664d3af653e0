import { Badge } from '../../../components/badge.tsx';
import { useState } from 'react';
import { CreateRoomSchema, type AdminRoom, type CreateRoomInput } from '../../../../../schema/contract/admin.ts';
import { MAX_ROOM_DESCRIPTION, MAX_ROOM_LINK, MAX_ROOM_NAME } from '../../../../../schema/contract/admin-rules.ts';
import { ROOM_CATEGORIES } from '../../../../../schema/contract/enums.ts';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { DialogForm } from '../../../components/form/dialog-form.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { ListState } from '../../../components/list/list-state.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { buttonStyles, smallButtonStyles } from '../../../components/ui/styles.ts';
import { adminApi, refreshAfter, useAdminAction, useAdminRooms, ADMIN_ACTION_FAILED } from '../api/admin.ts';
import { ROOM_CATEGORY_LABELS, type RoomCategory } from '../admin-display.ts';
import { ROOM_FIELD_ORDER, roomValues, toRoomInput, updateRoomPayload } from '../room-form.ts';
import { EmptyNote, Fact } from './parts.tsx';
import { sendForm } from '../../../components/form/send-form.ts';

const CATEGORY_OPTIONS = ROOM_CATEGORIES.map((value) => ({ value, label: ROOM_CATEGORY_LABELS[value] }));

/** Create a room (`room` null) or edit one. What was typed stays if the save fails. */
function RoomDialog({ room, onClose }: { room: AdminRoom | null; onClose: () => void }) {
  const form = useForm({
    id: 'room',
    initialValues: roomValues(room),
    fields: ROOM_FIELD_ORDER,
    // An edit sends only what changed, but the form always holds every field: the create schema checks them
    // with the rules (and messages) the update route applies to each.
    schema: CreateRoomSchema,
    toInput: toRoomInput,
  });
  const save = useAdminAction({
    action: async (input: CreateRoomInput) => {
      if (!room) return adminApi.createRoom(input);
      const changes = updateRoomPayload(room, input);
      return changes ? adminApi.updateRoom(room.id, changes) : room;
    },
    refresh: refreshAfter.rooms,
    success: (saved) => ({ title: room ? 'Room saved' : 'Room created', description: saved.name }),
    failureTitle: room ? 'Room not saved' : 'Room not created',
  });

  return (
    <Dialog open onOpenChange={(open) => (open || save.isPending ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{room ? `Edit ${room.name}` : 'New room'}</DialogTitle>
        <DialogDescription className="mt-1">Rooms appear on the community page in the order given.</DialogDescription>
        <DialogForm
          onSubmit={form.handleSubmit(sendForm(save, form, { failed: ADMIN_ACTION_FAILED }, onClose))}
          alert={form.alert}
          submitLabel={room ? 'Save room' : 'Create room'}
          pendingLabel="Saving…"
          pending={save.isPending}
          cancelDisabled={save.isPending}
        >
          <TextField {...form.field('name')} label="Name" required maxLength={MAX_ROOM_NAME} />
          <TextAreaField
            {...form.field('description')}
            label="Description"
            required
            rows={3}
            maxLength={MAX_ROOM_DESCRIPTION}
          />
          <SelectField
            {...form.field('category')}
            onValueChange={(value) => form.setValue('category', value as RoomCategory)}
            label="Category"
            options={CATEGORY_OPTIONS}
          />
          <TextField
            {...form.field('externalLink')}
            label="Outside chat link (optional)"
            hint="An https:// address; leave empty to use the in-app room chat."
            type="url"
            inputMode="url"
            maxLength={MAX_ROOM_LINK}
          />
          <TextField
            {...form.field('sortOrder')}
            label="Order"
            hint="Lower numbers come first."
            type="number"
            inputMode="numeric"
            min={0}
            max={10000}
          />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}

function RoomItem({
  room,
  busy,
  onEdit,
  onArchive,
  onRestore,
}: {
  room: AdminRoom;
  busy: boolean;
  onEdit: () => void;
  onArchive: () => void;
  onRestore: () => void;
}) {
  const headingId = `admin-room-${room.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={`rounded-2xl border p-4 sm:p-5 ${room.isArchived ? 'border-neutral-300 bg-neutral-50' : 'border-lilac-100 bg-white'}`}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="text-lg font-bold text-lilac-950">
            {room.name}
          </h3>
          <div className="flex gap-2">
            <Badge tone="brand">{ROOM_CATEGORY_LABELS[room.category]}</Badge>
            {room.isArchived ? <Badge>Archived</Badge> : <Badge tone="good">Open</Badge>}
          </div>
        </div>
        <p className="mt-1 text-neutral-800">{room.description}</p>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Fact label="Members">{room.memberCount}</Fact>
          <Fact label="Order">{room.sortOrder}</Fact>
          <Fact label="Outside chat" wide>
            {room.externalLink ?? 'None (in-app chat)'}
          </Fact>
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" disabled={busy} onClick={onEdit} className={smallButtonStyles.outline}>
            Edit<span className="sr-only"> {room.name}</span>
          </button>
          {room.isArchived ? (
            <button type="button" disabled={busy} onClick={onRestore} className={smallButtonStyles.outline}>
              Restore<span className="sr-only"> {room.name}</span>
            </button>
          ) : (
            <button type="button" disabled={busy} onClick={onArchive} className={smallButtonStyles.dangerOutline}>
              Archive<span className="sr-only"> {room.name}</span>
            </button>
          )}
        </div>
      </article>
    </li>
  );
}

/** Discussion rooms: create, edit, archive (and restore). */
export function RoomsAdmin() {
  const rooms = useAdminRooms();
  const [editing, setEditing] = useState<AdminRoom | 'new' | null>(null);
  const [archiving, setArchiving] = useState<AdminRoom | null>(null);
  const setArchived = useAdminAction({
    action: ({ room, isArchived }: { room: AdminRoom; isArchived: boolean }) =>
      adminApi.updateRoom(room.id, { isArchived }),
    refresh: refreshAfter.rooms,
    success: (saved) => ({
      title: saved.isArchived ? 'Room archived' : 'Room restored',
      description: saved.isArchived
        ? `${saved.name} has left the community page.`
        : `${saved.name} is back on the community page.`,
    }),
  });
  const busyId = setArchived.isPending ? setArchived.variables?.room.id : undefined;

  return (
    <div className="grid gap-4">
      <div>
        <button type="button" onClick={() => setEditing('new')} className={buttonStyles.primary}>
          New room
        </button>
      </div>
      <ListState
        query={rooms}
        what="rooms"
        isEmpty={(items) => items.length === 0}
        empty={<EmptyNote>No rooms yet.</EmptyNote>}
      >
        {(items) => (
          <ul className="grid gap-4" aria-label="Rooms">
            {items.map((room) => (
              <RoomItem
                key={room.id}
                room={room}
                busy={busyId === room.id}
                onEdit={() => setEditing(room)}
                onArchive={() => setArchiving(room)}
                onRestore={() => setArchived.mutate({ room, isArchived: false })}
              />
            ))}
          </ul>
        )}
      </ListState>
      {editing ? (
        <RoomDialog
          key={editing === 'new' ? 'new' : editing.id}
          room={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmActionDialog
        open={archiving !== null}
        title={`Archive ${archiving?.name ?? 'this room'}?`}
        description="It leaves the community page and its chat stops taking messages. You can restore it later."
        confirmLabel="Archive room"
        pendingLabel="Archiving…"
        pending={setArchived.isPending}
        onOpenChange={(open) => (open ? undefined : setArchiving(null))}
        onConfirm={() =>
          archiving &&
          setArchived.mutate({ room: archiving, isArchived: true }, { onSuccess: () => setArchiving(null) })
        }
      />
    </div>
  );
}
