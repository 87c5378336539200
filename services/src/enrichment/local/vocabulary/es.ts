// Spanish, Portuguese and Italian field words (accents folded), beyond the shared stems in shared.ts.
import type { ForeignVocabulary } from './types.ts';

export const ROMANCE: ForeignVocabulary = {
  'Computer Science':
    'ciencias computacion, ingenieria informatica, ingegneria informatica, ciberseguridad, sistemas distribuido, computacao',
  'Artificial Intelligence':
    'inteligencia artificial, intelligenza artificiale, aprendizaje automatico, apprendimento automatico, aprendizagem automatica, redes neuronale, aprendizaje profundo, reti neurali, apprendimento profondo, visione artificiale',
  'Data Science': 'ciencia dato, ciencia datos, scienza dati, ciencia dados',
  'Electrical Engineering':
    'ingenieria electrica, ingegneria elettrica, engenharia eletrotecnica, telecomunicacion, telecomunicazioni, procesamiento senal',
  'Mechanical Engineering':
    'ingenieria mecanica, ingegneria meccanica, engenharia mecanica, combustion, aeroespacial, aerospaziale, meccanica, fluidodinamica, motori',
  'Civil Engineering':
    'ingenieria civil, ingegneria civile, engenharia civil, estructuras, hidraulica, construccion, strutture, geotecnica, idraulica, ponti, edilizia',
  'Chemical Engineering': 'ingenieria quimica, ingegneria chimica, engenharia quimica',
  'Biomedical Engineering': 'ingenieria biomedica, ingegneria biomedica, engenharia biomedica',
  'Materials Science': 'ciencia materiales, scienza materiali, aleacion, corrosion',
  Physics: 'fisica, cuantica, quantistica, optica',
  Astronomy: 'astronomia, astrofisica, estrella, galaxia, galassie',
  Mathematics: 'matematica, matematicas',
  Statistics: 'estadistica, statistica, estatistica',
  Chemistry: 'quimica, quimico, chimica, chimich, chimico, sintesis, catalisis, catalizzator',
  Biology: 'biologia, celular, plantas, especies, ecologia, ecosistema, genomica, cellulare, piante, specie',
  Neuroscience: 'neurociencia, neuroscienze, neurociencias, cerebro, cervello',
  Medicine: 'medicina, pacientes, pazienti, hospital, ospedale, enfermedad, malattia, clinica, ospedaliero, tumori',
  'Public Health': 'salud publica, sanita pubblica, saude publica, epidemiologia',
  Pharmacology: 'farmacologia, farmaco, farmacia, medicamento',
  'Environmental Science':
    'medio ambiente, medioambiental, ambiental, ambientale, cambio climatico, cambiamento climatico, contaminacion, inquinamento, ola calor, ondat calor, carbono azul, sumidero carbono, calentamiento global, riscaldamento globale, ecosistemi',
  'Earth Sciences': 'geologia, geofisica, ciencias tierra, scienze terra, sismologia, vulcanologia',
  'Agricultural Sciences': 'agronomia, agricultura, agricoltura, agraria, cultivos, ganaderia, zootecnia, forestal',
  Economics: 'economia, economico, econometria',
  'Business and Management':
    'administracion empresa, gestion empresa, gestione aziendale, empresas, marketing, direccion empresa, economia aziendale, imprese, impresa',
  Psychology: 'psicologia, psicologico, emocional, conducta, comportamiento',
  Sociology: 'sociologia, desigualdad, disuguaglianza',
  'Political Science':
    'ciencia politica, ciencias politicas, scienze politiche, ciencia politica, democracia, democrazia',
  Law: 'derecho, diritto, direito, juridico, giuridico, giurisprudenza',
  History: 'historia, storia, historico, storico',
  Linguistics: 'linguistica, lenguaje, linguaggio, lengua',
  Education:
    'educacion, educazione, educacao, ensenanza, insegnamento, didactica, didattica, escuela, scuola, pedagogia, insegnanti',
  Philosophy: 'filosofia, etica',
};
