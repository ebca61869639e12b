/* global db -- mongosh gives init scripts the database they run against */
// Runs once, when MongoDB initializes an empty data volume (/docker-entrypoint-initdb.d), as the root user the image
// creates from MONGO_INITDB_ROOT_USERNAME/PASSWORD. Creates the account the app connects with: read and write on the
// app's database only, nothing on any other database or on the server's administration.
const database = process.env.MONGO_APP_DATABASE;
const username = process.env.MONGO_APP_USERNAME;
const password = process.env.MONGO_APP_PASSWORD;
if (!database || !username || !password) {
  throw new Error('MONGO_APP_DATABASE, MONGO_APP_USERNAME and MONGO_APP_PASSWORD must be set');
}
db.getSiblingDB(database).createUser({
  user: username,
  pwd: password,
  roles: [{ role: 'readWrite', db: database }],
});
