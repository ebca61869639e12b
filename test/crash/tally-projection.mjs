// Shared by the crash server and the test's own full rebuild: per stream, how many events and which ids.
export const tallyProjection = {
  name: 'tally',
  version: 1,
  handles: ['Tallied'],
  collections: ['tallies'],
  async handle(batch, { session }) {
    await session.collection('tallies').bulkWrite(
      batch.map((event) => ({
        updateOne: {
          filter: { _id: event.stream },
          update: { $inc: { count: 1 }, $push: { ids: event.data.id } },
          upsert: true,
        },
      })),
    );
  },
};
