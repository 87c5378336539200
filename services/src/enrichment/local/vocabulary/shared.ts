// Field-name stems that German, French, Dutch, Spanish, Italian, Portuguese and the Nordic languages
// share (Greek and Latin roots): "biologi" is in biologie, biología, biologisk and Neurobiologie.
// They are only looked for in words the English model does not know, so "biology" keeps its own weight.
import type { ForeignVocabulary } from './types.ts';

export const SHARED: ForeignVocabulary = {
  'Computer Science': 'informatik, informatique, informatica, informatikk, kryptograf, cryptograph',
  'Artificial Intelligence': 'robotik, robotique, robotica',
  'Data Science': 'datenwissenschaft, datascience',
  'Electrical Engineering': 'elektrotechn, elektronik, electronique, electronica, elettronica, elektroteknik',
  'Mechanical Engineering': 'thermodynami, aerodynami, tribolog',
  'Civil Engineering': 'geotechni, geotekni',
  'Chemical Engineering': 'verfahrenstechn',
  'Biomedical Engineering': 'biomechani, biomecani, biomekani, medizintechn, medicoteknik',
  'Materials Science': 'metallurg, keramik, ceramique, ceramica, nanomateria, materiaux, materiales, materiali',
  Physics: 'physik, physique, fisica, fysik, fysica, quanten, quantique, kvante',
  Astronomy: 'astronom, astrophys, astrofys, astrofis, kosmolog, cosmolog, galaxi, exoplanet',
  Mathematics: 'mathemati, matemati, wiskunde, geometri, topolog, algebrai',
  Statistics: 'statisti, estadistic, stochasti, estocasti',
  Chemistry: 'chemie, chimie, quimica, chimica, kemi, chemisch, chimique, kemisk',
  Biology:
    'biologi, mikrobiolog, microbiolog, zoolog, botani, genetik, genetique, genetica, okolog, ecolog, ekolog, evolutionsbiolog',
  Neuroscience:
    'neurowiss, neurowetenschap, neurovetenskap, neurovidenskab, neurovitenskap, neurosci, neurobiolog, neuronen, neurone',
  Medicine:
    'medizin, medecin, medicin, medisin, klinisch, klinisk, clinique, clinica, kardiolog, cardiolog, onkolog, oncolog, chirurg, kirurg',
  'Public Health': 'epidemiolog',
  Pharmacology:
    'pharmakolog, farmakolog, pharmacolog, farmacolog, pharmazie, pharmazeut, farmaci, toxikolog, toxicolog, toksikolog',
  'Environmental Science': 'umwelt, environnement, medioambient, ambiental, ambientale',
  'Earth Sciences':
    'geolog, geophys, geofys, geofis, geowiss, geowetenschap, geovetenskap, geovidenskab, geoscien, mineralog, vulkan, volcan, seismolog, sismolog, glaziolog, glaciolog, tektoni, tectoni, geochemi, geokemi, paleoklima',
  'Agricultural Sciences': 'agrar, agrono, agricol, landwirtschaft, landbouw, lantbruk, landbrug, landbruk',
  Economics: 'okonom, ekonom, econom, volkswirtschaft, okonometri, econometri',
  'Business and Management':
    'betriebswirtschaft, bedrijfseconom, bedrijfskunde, foretagsekonom, erhvervsokonom, bedriftsokonom, entrepreneuriat, emprendimiento',
  Psychology: 'psycholog, psykolog, psicolog, psychotherap, psykoterap',
  Sociology: 'soziolog, sociolog, sosiolog, ethnograph, etnograf',
  'Political Science': 'politolog, politikwiss, politicolog, statsvetenskap, statskundskab, statsvitenskap',
  Law: 'rechtswiss, jurist, juridi, juridisk, rechtsgeleerd, rettsvitenskap, volkerrecht, strafrecht, zivilrecht, privatrecht, verfassungsrecht, europarecht, arbeitsrecht',
  History: 'histori, histoire, geschicht, geschiedenis, historia, storia',
  Linguistics:
    'linguisti, lingvisti, sprachwiss, taalkunde, taalwetenschap, sprakvetenskap, sprogvidenskab, sprakvitenskap, phonetik, phonetique, fonetik, fonetiek, fonetica',
  Education: 'erziehungswiss, bildungswiss, padagog, pedagog, didakti, didacti, onderwijskunde, onderwijsonderzoek',
  Philosophy: 'philosoph, filosof, ethik, ethique, etica, epistemolog, erkenntnistheor',
};
