import { Trans, useLingui } from '@lingui/react/macro';
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
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { adminCatalog } from '../locales/catalog.ts';
import {
  AdminCard,
  ConfirmItemAction,
  EditorDialog,
  EditorFor,
  EmptyNote,
  ItemButton,
  type Editing,
} from './parts.tsx';

/** Create a room (`room` null) or edit one. */
function RoomDialog({ room, onClose }: { room: AdminRoom | null; onClose: () => void }) {
  useCatalog(adminCatalog);
  const { t } = useLingui();
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
    success: (saved) => ({ title: room ? t`Room saved` : t`Room created`, description: saved.name }),
    failureTitle: room ? t`Room not saved` : t`Room not created`,
  });

  const roomName = room?.name;
  return (
    <EditorDialog
      title={room ? t`Edit ${roomName}` : t`New room`}
      description={t`Rooms appear on the community page in the order given.`}
      submitLabel={room ? t`Save room` : t`Create room`}
      form={form}
      save={save}
      onClose={onClose}
    >
      <TextField {...form.field('name')} label={t`Name`} required maxLength={MAX_ROOM_NAME} />
      <TextAreaField
        {...form.field('description')}
        label={t`Description`}
        required
        rows={3}
        maxLength={MAX_ROOM_DESCRIPTION}
      />
      <SelectField
        {...form.field('category')}
        onValueChange={(value) => form.setValue('category', value as RoomCategory)}
        label={t`Category`}
        options={ROOM_CATEGORIES.map((value) => ({ value, label: t(ROOM_CATEGORY_LABELS[value]) }))}
      />
      <TextField
        {...form.field('externalLink')}
        label={t`Outside chat link (optional)`}
        hint={t`An https:// address; leave empty to use the in-app room chat.`}
        type="url"
        inputMode="url"
        maxLength={MAX_ROOM_LINK}
      />
      <TextField
        {...form.field('sortOrder')}
        label={t`Order`}
        hint={t`Lower numbers come first.`}
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
  useCatalog(adminCatalog);
  const { t } = useLingui();
  return (
    <AdminCard
      title={room.name}
      muted={room.isArchived}
      badges={
        <>
          <Badge tone="brand">{t(ROOM_CATEGORY_LABELS[room.category])}</Badge>
          {room.isArchived ? (
            <Badge>
              <Trans>Archived</Trans>
            </Badge>
          ) : (
            <Badge tone="good">
              <Trans>Open</Trans>
            </Badge>
          )}
        </>
      }
    >
      <p className="mt-1 text-neutral-800">{room.description}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact label={t`Members`}>{room.memberCount}</Fact>
        <Fact label={t`Order`}>{room.sortOrder}</Fact>
        <Fact label={t`Outside chat`} wide>
          {room.externalLink ?? t`None (in-app chat)`}
        </Fact>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <ItemButton item={room.name} disabled={busy} onClick={onEdit}>
          <Trans>Edit</Trans>
        </ItemButton>
        {room.isArchived ? (
          <ItemButton item={room.name} disabled={busy} onClick={onRestore}>
            <Trans>Restore</Trans>
          </ItemButton>
        ) : (
          <ItemButton item={room.name} look="dangerOutline" disabled={busy} onClick={onArchive}>
            <Trans>Archive</Trans>
          </ItemButton>
        )}
      </div>
    </AdminCard>
  );
}

/** Discussion rooms: create, edit, archive (and restore). */
export function RoomsAdmin() {
  useCatalog(adminCatalog);
  const { t } = useLingui();
  const rooms = useAdminRooms();
  const [editing, setEditing] = useState<Editing<AdminRoom>>(null);
  const [archiving, setArchiving] = useState<AdminRoom | null>(null);
  const setArchived = useAdminAction({
    action: ({ room, isArchived }: { room: AdminRoom; isArchived: boolean }) => roomApi.update(room.id, { isArchived }),
    refresh: refreshAfter.rooms,
    success: ({ isArchived, name }) => ({
      title: isArchived ? t`Room archived` : t`Room restored`,
      description: isArchived ? t`${name} has left the community page.` : t`${name} is back on the community page.`,
    }),
  });
  const busyId = setArchived.isPending ? setArchived.variables?.room.id : undefined;
  const archivingName = archiving?.name;

  return (
    <div className="grid gap-4">
      <div>
        <button type="button" onClick={() => setEditing('new')} className={buttonStyles.primary}>
          <Trans>New room</Trans>
        </button>
      </div>
      <ListState
        query={rooms}
        what={t`rooms`}
        isEmpty={(items) => items.length === 0}
        empty={
          <EmptyNote>
            <Trans>No rooms yet.</Trans>
          </EmptyNote>
        }
      >
        {(items) => (
          <ul className="grid gap-4" aria-label={t`Rooms`}>
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
        title={archivingName ? t`Archive ${archivingName}?` : t`Archive this room?`}
        description={t`It leaves the community page and its chat stops taking messages. You can restore it later.`}
        confirmLabel={t`Archive room`}
        pendingLabel={t`Archiving…`}
        pending={setArchived.isPending}
        onConfirm={(room, done) => setArchived.mutate({ room, isArchived: true }, { onSuccess: done })}
      />
    </div>
  );
}
