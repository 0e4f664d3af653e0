import { connectRoom, roomMember } from './rooms.ts';

export const member = (roomId: number) => roomMember(roomId, { firstName: 'Zanele', lastName: 'Ndlovu' });
export const connect = connectRoom;
