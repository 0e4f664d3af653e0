import { Badge } from '../../../components/badge.tsx';
import { useState } from 'react';
import { CreateRoomSchema, type AdminRoom } from '../../../../../schema/contract/admin.ts';
import { MAX_ROOM_DESCRIPTION, MAX_ROOM_LINK, MAX_ROOM_NAME } from '../../../../../schema/contract/admin-rules.ts';
import { ROOM_CATEGORIES } from '../../../../../schema/contract/enums.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { ListState } from '../../../components/list/list-state.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { refreshAfter, roomApi, useAdminAction, useAdminRooms, useSaveItem } from '../api/admin.ts';
import { ROOM_CATEGORY_LABELS, type RoomCategory } from '../admin-display.ts';
import { ROOM_FIELD_ORDER, roomValues, toRoomInput, updateRoomPayload } from '../room-form.ts';
import { Fact } from '../../../components/fact.tsx';
import {
  AdminCard,
  ConfirmItemAction,
  EditorDialog,
  EditorFor,
  EmptyNote,
  ItemButton,
  type Editing,
} from './parts.tsx';

const CATEGORY_OPTIONS = ROOM_CATEGORIES.map((value) => ({ value, label: ROOM_CATEGORY_LABELS[value] }));

/** Create a room (`room` null) or edit one. */
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
  const save = useSaveItem({
    item: room,
    itemApi: roomApi,
    changesOf: updateRoomPayload,
    refresh: refreshAfter.rooms,
    success: (saved) => ({ title: room ? 'Room saved' : 'Room created', description: saved.name }),
    failureTitle: room ? 'Room not saved' : 'Room not created',
  });

  return (
    <EditorDialog
      title={room ? `Edit ${room.name}` : 'New room'}
      description="Rooms appear on the community page in the order given."
      submitLabel={room ? 'Save room' : 'Create room'}
      form={form}
      save={save}
      onClose={onClose}
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
    </EditorDialog>
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
  return (
    <AdminCard
      title={room.name}
      muted={room.isArchived}
      badges={
        <>
          <Badge tone="brand">{ROOM_CATEGORY_LABELS[room.category]}</Badge>
          {room.isArchived ? <Badge>Archived</Badge> : <Badge tone="good">Open</Badge>}
        </>
      }
    >
      <p className="mt-1 text-neutral-800">{room.description}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact label="Members">{room.memberCount}</Fact>
        <Fact label="Order">{room.sortOrder}</Fact>
        <Fact label="Outside chat" wide>
          {room.externalLink ?? 'None (in-app chat)'}
        </Fact>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <ItemButton item={room.name} disabled={busy} onClick={onEdit}>
          Edit
        </ItemButton>
        {room.isArchived ? (
          <ItemButton item={room.name} disabled={busy} onClick={onRestore}>
            Restore
          </ItemButton>
        ) : (
          <ItemButton item={room.name} look="dangerOutline" disabled={busy} onClick={onArchive}>
            Archive
          </ItemButton>
        )}
      </div>
    </AdminCard>
  );
}

/** Discussion rooms: create, edit, archive (and restore). */
export function RoomsAdmin() {
  const rooms = useAdminRooms();
  const [editing, setEditing] = useState<Editing<AdminRoom>>(null);
  const [archiving, setArchiving] = useState<AdminRoom | null>(null);
  const setArchived = useAdminAction({
    action: ({ room, isArchived }: { room: AdminRoom; isArchived: boolean }) => roomApi.update(room.id, { isArchived }),
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
      <EditorFor editing={editing}>{(room) => <RoomDialog room={room} onClose={() => setEditing(null)} />}</EditorFor>
      <ConfirmItemAction
        item={archiving}
        onClose={() => setArchiving(null)}
        title={`Archive ${archiving?.name ?? 'this room'}?`}
        description="It leaves the community page and its chat stops taking messages. You can restore it later."
        confirmLabel="Archive room"
        pendingLabel="Archiving…"
        pending={setArchived.isPending}
        onConfirm={(room, done) => setArchived.mutate({ room, isArchived: true }, { onSuccess: done })}
      />
    </div>
  );
}
