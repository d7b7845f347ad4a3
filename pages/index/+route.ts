// https://vike.dev/route-string — one Vike page; React Router's route table decides what it shows.
export default '/*';
