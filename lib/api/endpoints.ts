import type { z } from 'zod';
import * as c from './content';
import * as pl from './places';
import * as pj from './projects';
import * as pr from './properties';
import * as rm from './results-map';
import * as s from './site';
import * as v from './viewings';

/**
 * Every GET endpoint of the public API: its query schema (what the handler accepts)
 * and its response schema (what tests check real answers against, and what the client trusts).
 */
export const endpoints = {
  '/api/properties/detail': { query: pr.detailQuery, response: pr.residenceDetail },
  '/api/properties/offices/detail': { query: pr.detailQuery, response: pr.officeDetail },
  '/api/properties/filter': { query: pr.searchQuery, response: pr.propertyPage },
  '/api/properties/total-unit': { query: pr.searchQuery, response: pr.totalUnit },
  '/api/properties/map': { query: pr.searchQuery, response: rm.mapMarkers },
  '/api/properties/latest': { query: pr.listQuery, response: pr.propertyPage },
  '/api/properties/hot': { query: pr.listQuery, response: pr.propertyPage },
  '/api/properties/similar': { query: pr.similarQuery, response: pr.propertyPage },
  '/api/properties/get-by-project': { query: pr.byProjectQuery, response: pr.propertyPage },
  '/api/properties/get-favorite-by-ids': { query: pr.favouritesQuery, response: pr.propertyPage },
  '/api/projects': { query: pj.homeProjectsQuery, response: pj.projectPage },
  '/api/projects/all': { query: pj.projectListQuery, response: pj.projectPage },
  '/api/projects/detail': { query: pj.projectDetailQuery, response: pj.projectDetail },
  '/api/projects/get-by-city-district': { query: pj.buildingListQuery, response: pj.buildingPage },
  '/api/speciallists': { query: pj.specialListsQuery, response: pj.specialListPage },
  '/api/speciallists/detail': { query: pj.specialQuery, response: pj.specialListDetail },
  '/api/speciallists/properties': { query: pj.specialQuery, response: pr.propertyPage },
  '/api/blogs': { query: c.newsQuery, response: c.newsPage },
  '/api/blogs/detail': { query: c.blogDetailQuery, response: c.blogDetail },
  '/api/blogs/other': { query: c.otherBlogsQuery, response: c.otherBlogs },
  '/api/blogs/get-by-category': { query: c.blogsByCategoryQuery, response: c.blogPage },
  '/api/blogs/latest': { query: c.latestBlogsQuery, response: c.blogPage },
  '/api/blogs/main-blog': { query: c.mainBlogQuery, response: c.mainBlogs },
  '/api/generalinformations/get-by-slug-category': { query: c.categorySlugQuery, response: c.generalItems },
  '/api/generalinformations/isn-group': { query: c.languageQuery, response: c.groupCompanies },
  '/api/generalinformations/histories': { query: c.languageQuery, response: c.histories },
  '/api/generalinformations/get-contact-us': { query: c.languageQuery, response: s.contactMarkers },
  '/api/generalinformations/get-contact-us-no-long-lat': { query: c.languageQuery, response: s.officeBlocks },
  '/api/generalinformations/get-about-renting': { query: c.languageQuery, response: c.generalItems },
  '/api/pages/detail': { query: c.pageQuery, response: c.genericPage },
  '/api/filters': { query: c.languageQuery, response: s.filters },
  '/api/filters/range-setting': { query: c.languageQuery, response: s.rangeSetting },
  '/api/cities': { query: s.citiesQuery, response: s.cities },
  '/api/locations/get-location': { query: s.locationQuery, response: s.defaultLocation },
  '/api/districts/get-by-city': { query: s.districtsQuery, response: s.districts },
  '/api/banners': { query: s.bannersQuery, response: s.banners },
  '/api/customersupports': { query: s.customerSupportQuery, response: s.customerSupport },
  '/api/magazine/download-pdf': { query: c.languageQuery, response: s.magazines },
  '/api/partners': { query: s.partnersQuery, response: s.partners },
  '/api/usefulinformation/get-by-category': { query: c.usefulByCategoryQuery, response: c.usefulItems },
  '/api/usefulinformation/topics': { query: c.topicsQuery, response: c.topics },
  '/api/usefulinformation/post': { query: c.topicPostQuery, response: c.topicPost },
  '/api/places': { query: pl.placesQuery, response: pl.placeList },
  '/api/viewings/slots': { query: v.slotsQuery, response: v.slotsResponse },
} as const satisfies Record<string, { query: z.ZodType; response: z.ZodType }>;

export type EndpointPath = keyof typeof endpoints;
export type EndpointQuery<P extends EndpointPath> = z.output<(typeof endpoints)[P]['query']>;
export type EndpointResponse<P extends EndpointPath> = z.output<(typeof endpoints)[P]['response']>;
