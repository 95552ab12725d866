// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.ClientOptions;

public final class OnebusawaySdkServiceImpl implements OnebusawaySdkService {

    private final ClientOptions clientOptions;
    private final WithRawResponseImpl withRawResponse;
    private final AgenciesWithCoverageServiceImpl agenciesWithCoverage;
    private final AgencyServiceImpl agency;
    private final VehiclesForAgencyServiceImpl vehiclesForAgency;
    private final ConfigServiceImpl config;
    private final CurrentTimeServiceImpl currentTime;
    private final StopsForLocationServiceImpl stopsForLocation;
    private final StopsForRouteServiceImpl stopsForRoute;
    private final StopsForAgencyServiceImpl stopsForAgency;
    private final StopServiceImpl stop;
    private final StopIdsForAgencyServiceImpl stopIdsForAgency;
    private final ScheduleForStopServiceImpl scheduleForStop;
    private final RouteServiceImpl route;
    private final RouteIdsForAgencyServiceImpl routeIdsForAgency;
    private final RoutesForLocationServiceImpl routesForLocation;
    private final RoutesForAgencyServiceImpl routesForAgency;
    private final ScheduleForRouteServiceImpl scheduleForRoute;
    private final ArrivalsAndDeparturesForLocationServiceImpl arrivalsAndDeparturesForLocation;
    private final ArrivalAndDepartureServiceImpl arrivalAndDeparture;
    private final TripServiceImpl trip;
    private final TripsForLocationServiceImpl tripsForLocation;
    private final TripDetailServiceImpl tripDetails;
    private final TripForVehicleServiceImpl tripForVehicle;
    private final TripsForRouteServiceImpl tripsForRoute;
    private final ReportProblemWithStopServiceImpl reportProblemWithStop;
    private final ReportProblemWithTripServiceImpl reportProblemWithTrip;
    private final SearchForStopServiceImpl searchForStop;
    private final SearchForRouteServiceImpl searchForRoute;
    private final BlockServiceImpl block;
    private final ShapeServiceImpl shape;

    public OnebusawaySdkServiceImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.withRawResponse = new WithRawResponseImpl(clientOptions);
        this.agenciesWithCoverage = new AgenciesWithCoverageServiceImpl(clientOptions);
        this.agency = new AgencyServiceImpl(clientOptions);
        this.vehiclesForAgency = new VehiclesForAgencyServiceImpl(clientOptions);
        this.config = new ConfigServiceImpl(clientOptions);
        this.currentTime = new CurrentTimeServiceImpl(clientOptions);
        this.stopsForLocation = new StopsForLocationServiceImpl(clientOptions);
        this.stopsForRoute = new StopsForRouteServiceImpl(clientOptions);
        this.stopsForAgency = new StopsForAgencyServiceImpl(clientOptions);
        this.stop = new StopServiceImpl(clientOptions);
        this.stopIdsForAgency = new StopIdsForAgencyServiceImpl(clientOptions);
        this.scheduleForStop = new ScheduleForStopServiceImpl(clientOptions);
        this.route = new RouteServiceImpl(clientOptions);
        this.routeIdsForAgency = new RouteIdsForAgencyServiceImpl(clientOptions);
        this.routesForLocation = new RoutesForLocationServiceImpl(clientOptions);
        this.routesForAgency = new RoutesForAgencyServiceImpl(clientOptions);
        this.scheduleForRoute = new ScheduleForRouteServiceImpl(clientOptions);
        this.arrivalsAndDeparturesForLocation =
                new ArrivalsAndDeparturesForLocationServiceImpl(clientOptions);
        this.arrivalAndDeparture = new ArrivalAndDepartureServiceImpl(clientOptions);
        this.trip = new TripServiceImpl(clientOptions);
        this.tripsForLocation = new TripsForLocationServiceImpl(clientOptions);
        this.tripDetails = new TripDetailServiceImpl(clientOptions);
        this.tripForVehicle = new TripForVehicleServiceImpl(clientOptions);
        this.tripsForRoute = new TripsForRouteServiceImpl(clientOptions);
        this.reportProblemWithStop = new ReportProblemWithStopServiceImpl(clientOptions);
        this.reportProblemWithTrip = new ReportProblemWithTripServiceImpl(clientOptions);
        this.searchForStop = new SearchForStopServiceImpl(clientOptions);
        this.searchForRoute = new SearchForRouteServiceImpl(clientOptions);
        this.block = new BlockServiceImpl(clientOptions);
        this.shape = new ShapeServiceImpl(clientOptions);
    }

    @Override
    public OnebusawaySdkService.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    @Override
    public AgenciesWithCoverageService agenciesWithCoverage() {
        return agenciesWithCoverage;
    }

    @Override
    public AgencyService agency() {
        return agency;
    }

    @Override
    public VehiclesForAgencyService vehiclesForAgency() {
        return vehiclesForAgency;
    }

    @Override
    public ConfigService config() {
        return config;
    }

    @Override
    public CurrentTimeService currentTime() {
        return currentTime;
    }

    @Override
    public StopsForLocationService stopsForLocation() {
        return stopsForLocation;
    }

    @Override
    public StopsForRouteService stopsForRoute() {
        return stopsForRoute;
    }

    @Override
    public StopsForAgencyService stopsForAgency() {
        return stopsForAgency;
    }

    @Override
    public StopService stop() {
        return stop;
    }

    @Override
    public StopIdsForAgencyService stopIdsForAgency() {
        return stopIdsForAgency;
    }

    @Override
    public ScheduleForStopService scheduleForStop() {
        return scheduleForStop;
    }

    @Override
    public RouteService route() {
        return route;
    }

    @Override
    public RouteIdsForAgencyService routeIdsForAgency() {
        return routeIdsForAgency;
    }

    @Override
    public RoutesForLocationService routesForLocation() {
        return routesForLocation;
    }

    @Override
    public RoutesForAgencyService routesForAgency() {
        return routesForAgency;
    }

    @Override
    public ScheduleForRouteService scheduleForRoute() {
        return scheduleForRoute;
    }

    @Override
    public ArrivalsAndDeparturesForLocationService arrivalsAndDeparturesForLocation() {
        return arrivalsAndDeparturesForLocation;
    }

    @Override
    public ArrivalAndDepartureService arrivalAndDeparture() {
        return arrivalAndDeparture;
    }

    @Override
    public TripService trip() {
        return trip;
    }

    @Override
    public TripsForLocationService tripsForLocation() {
        return tripsForLocation;
    }

    @Override
    public TripDetailService tripDetails() {
        return tripDetails;
    }

    @Override
    public TripForVehicleService tripForVehicle() {
        return tripForVehicle;
    }

    @Override
    public TripsForRouteService tripsForRoute() {
        return tripsForRoute;
    }

    @Override
    public ReportProblemWithStopService reportProblemWithStop() {
        return reportProblemWithStop;
    }

    @Override
    public ReportProblemWithTripService reportProblemWithTrip() {
        return reportProblemWithTrip;
    }

    @Override
    public SearchForStopService searchForStop() {
        return searchForStop;
    }

    @Override
    public SearchForRouteService searchForRoute() {
        return searchForRoute;
    }

    @Override
    public BlockService block() {
        return block;
    }

    @Override
    public ShapeService shape() {
        return shape;
    }

    public static final class WithRawResponseImpl implements OnebusawaySdkService.WithRawResponse {

        private final ClientOptions clientOptions;
        private final AgenciesWithCoverageServiceImpl.WithRawResponseImpl agenciesWithCoverage;
        private final AgencyServiceImpl.WithRawResponseImpl agency;
        private final VehiclesForAgencyServiceImpl.WithRawResponseImpl vehiclesForAgency;
        private final ConfigServiceImpl.WithRawResponseImpl config;
        private final CurrentTimeServiceImpl.WithRawResponseImpl currentTime;
        private final StopsForLocationServiceImpl.WithRawResponseImpl stopsForLocation;
        private final StopsForRouteServiceImpl.WithRawResponseImpl stopsForRoute;
        private final StopsForAgencyServiceImpl.WithRawResponseImpl stopsForAgency;
        private final StopServiceImpl.WithRawResponseImpl stop;
        private final StopIdsForAgencyServiceImpl.WithRawResponseImpl stopIdsForAgency;
        private final ScheduleForStopServiceImpl.WithRawResponseImpl scheduleForStop;
        private final RouteServiceImpl.WithRawResponseImpl route;
        private final RouteIdsForAgencyServiceImpl.WithRawResponseImpl routeIdsForAgency;
        private final RoutesForLocationServiceImpl.WithRawResponseImpl routesForLocation;
        private final RoutesForAgencyServiceImpl.WithRawResponseImpl routesForAgency;
        private final ScheduleForRouteServiceImpl.WithRawResponseImpl scheduleForRoute;
        private final ArrivalsAndDeparturesForLocationServiceImpl.WithRawResponseImpl
                arrivalsAndDeparturesForLocation;
        private final ArrivalAndDepartureServiceImpl.WithRawResponseImpl arrivalAndDeparture;
        private final TripServiceImpl.WithRawResponseImpl trip;
        private final TripsForLocationServiceImpl.WithRawResponseImpl tripsForLocation;
        private final TripDetailServiceImpl.WithRawResponseImpl tripDetails;
        private final TripForVehicleServiceImpl.WithRawResponseImpl tripForVehicle;
        private final TripsForRouteServiceImpl.WithRawResponseImpl tripsForRoute;
        private final ReportProblemWithStopServiceImpl.WithRawResponseImpl reportProblemWithStop;
        private final ReportProblemWithTripServiceImpl.WithRawResponseImpl reportProblemWithTrip;
        private final SearchForStopServiceImpl.WithRawResponseImpl searchForStop;
        private final SearchForRouteServiceImpl.WithRawResponseImpl searchForRoute;
        private final BlockServiceImpl.WithRawResponseImpl block;
        private final ShapeServiceImpl.WithRawResponseImpl shape;

        public WithRawResponseImpl(ClientOptions clientOptions) {
            this.clientOptions = clientOptions;
            this.agenciesWithCoverage =
                    new AgenciesWithCoverageServiceImpl.WithRawResponseImpl(clientOptions);
            this.agency = new AgencyServiceImpl.WithRawResponseImpl(clientOptions);
            this.vehiclesForAgency =
                    new VehiclesForAgencyServiceImpl.WithRawResponseImpl(clientOptions);
            this.config = new ConfigServiceImpl.WithRawResponseImpl(clientOptions);
            this.currentTime = new CurrentTimeServiceImpl.WithRawResponseImpl(clientOptions);
            this.stopsForLocation =
                    new StopsForLocationServiceImpl.WithRawResponseImpl(clientOptions);
            this.stopsForRoute = new StopsForRouteServiceImpl.WithRawResponseImpl(clientOptions);
            this.stopsForAgency = new StopsForAgencyServiceImpl.WithRawResponseImpl(clientOptions);
            this.stop = new StopServiceImpl.WithRawResponseImpl(clientOptions);
            this.stopIdsForAgency =
                    new StopIdsForAgencyServiceImpl.WithRawResponseImpl(clientOptions);
            this.scheduleForStop =
                    new ScheduleForStopServiceImpl.WithRawResponseImpl(clientOptions);
            this.route = new RouteServiceImpl.WithRawResponseImpl(clientOptions);
            this.routeIdsForAgency =
                    new RouteIdsForAgencyServiceImpl.WithRawResponseImpl(clientOptions);
            this.routesForLocation =
                    new RoutesForLocationServiceImpl.WithRawResponseImpl(clientOptions);
            this.routesForAgency =
                    new RoutesForAgencyServiceImpl.WithRawResponseImpl(clientOptions);
            this.scheduleForRoute =
                    new ScheduleForRouteServiceImpl.WithRawResponseImpl(clientOptions);
            this.arrivalsAndDeparturesForLocation =
                    new ArrivalsAndDeparturesForLocationServiceImpl.WithRawResponseImpl(
                            clientOptions);
            this.arrivalAndDeparture =
                    new ArrivalAndDepartureServiceImpl.WithRawResponseImpl(clientOptions);
            this.trip = new TripServiceImpl.WithRawResponseImpl(clientOptions);
            this.tripsForLocation =
                    new TripsForLocationServiceImpl.WithRawResponseImpl(clientOptions);
            this.tripDetails = new TripDetailServiceImpl.WithRawResponseImpl(clientOptions);
            this.tripForVehicle = new TripForVehicleServiceImpl.WithRawResponseImpl(clientOptions);
            this.tripsForRoute = new TripsForRouteServiceImpl.WithRawResponseImpl(clientOptions);
            this.reportProblemWithStop =
                    new ReportProblemWithStopServiceImpl.WithRawResponseImpl(clientOptions);
            this.reportProblemWithTrip =
                    new ReportProblemWithTripServiceImpl.WithRawResponseImpl(clientOptions);
            this.searchForStop = new SearchForStopServiceImpl.WithRawResponseImpl(clientOptions);
            this.searchForRoute = new SearchForRouteServiceImpl.WithRawResponseImpl(clientOptions);
            this.block = new BlockServiceImpl.WithRawResponseImpl(clientOptions);
            this.shape = new ShapeServiceImpl.WithRawResponseImpl(clientOptions);
        }

        @Override
        public AgenciesWithCoverageService.WithRawResponse agenciesWithCoverage() {
            return agenciesWithCoverage;
        }

        @Override
        public AgencyService.WithRawResponse agency() {
            return agency;
        }

        @Override
        public VehiclesForAgencyService.WithRawResponse vehiclesForAgency() {
            return vehiclesForAgency;
        }

        @Override
        public ConfigService.WithRawResponse config() {
            return config;
        }

        @Override
        public CurrentTimeService.WithRawResponse currentTime() {
            return currentTime;
        }

        @Override
        public StopsForLocationService.WithRawResponse stopsForLocation() {
            return stopsForLocation;
        }

        @Override
        public StopsForRouteService.WithRawResponse stopsForRoute() {
            return stopsForRoute;
        }

        @Override
        public StopsForAgencyService.WithRawResponse stopsForAgency() {
            return stopsForAgency;
        }

        @Override
        public StopService.WithRawResponse stop() {
            return stop;
        }

        @Override
        public StopIdsForAgencyService.WithRawResponse stopIdsForAgency() {
            return stopIdsForAgency;
        }

        @Override
        public ScheduleForStopService.WithRawResponse scheduleForStop() {
            return scheduleForStop;
        }

        @Override
        public RouteService.WithRawResponse route() {
            return route;
        }

        @Override
        public RouteIdsForAgencyService.WithRawResponse routeIdsForAgency() {
            return routeIdsForAgency;
        }

        @Override
        public RoutesForLocationService.WithRawResponse routesForLocation() {
            return routesForLocation;
        }

        @Override
        public RoutesForAgencyService.WithRawResponse routesForAgency() {
            return routesForAgency;
        }

        @Override
        public ScheduleForRouteService.WithRawResponse scheduleForRoute() {
            return scheduleForRoute;
        }

        @Override
        public ArrivalsAndDeparturesForLocationService.WithRawResponse
                arrivalsAndDeparturesForLocation() {
            return arrivalsAndDeparturesForLocation;
        }

        @Override
        public ArrivalAndDepartureService.WithRawResponse arrivalAndDeparture() {
            return arrivalAndDeparture;
        }

        @Override
        public TripService.WithRawResponse trip() {
            return trip;
        }

        @Override
        public TripsForLocationService.WithRawResponse tripsForLocation() {
            return tripsForLocation;
        }

        @Override
        public TripDetailService.WithRawResponse tripDetails() {
            return tripDetails;
        }

        @Override
        public TripForVehicleService.WithRawResponse tripForVehicle() {
            return tripForVehicle;
        }

        @Override
        public TripsForRouteService.WithRawResponse tripsForRoute() {
            return tripsForRoute;
        }

        @Override
        public ReportProblemWithStopService.WithRawResponse reportProblemWithStop() {
            return reportProblemWithStop;
        }

        @Override
        public ReportProblemWithTripService.WithRawResponse reportProblemWithTrip() {
            return reportProblemWithTrip;
        }

        @Override
        public SearchForStopService.WithRawResponse searchForStop() {
            return searchForStop;
        }

        @Override
        public SearchForRouteService.WithRawResponse searchForRoute() {
            return searchForRoute;
        }

        @Override
        public BlockService.WithRawResponse block() {
            return block;
        }

        @Override
        public ShapeService.WithRawResponse shape() {
            return shape;
        }
    }
}
