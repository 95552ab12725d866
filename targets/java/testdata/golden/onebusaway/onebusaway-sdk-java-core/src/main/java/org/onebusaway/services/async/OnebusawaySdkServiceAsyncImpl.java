// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.ClientOptions;

public final class OnebusawaySdkServiceAsyncImpl implements OnebusawaySdkServiceAsync {

    private final ClientOptions clientOptions;
    private final WithRawResponseImpl withRawResponse;
    private final AgenciesWithCoverageServiceAsyncImpl agenciesWithCoverage;
    private final AgencyServiceAsyncImpl agency;
    private final VehiclesForAgencyServiceAsyncImpl vehiclesForAgency;
    private final ConfigServiceAsyncImpl config;
    private final CurrentTimeServiceAsyncImpl currentTime;
    private final StopsForLocationServiceAsyncImpl stopsForLocation;
    private final StopsForRouteServiceAsyncImpl stopsForRoute;
    private final StopsForAgencyServiceAsyncImpl stopsForAgency;
    private final StopServiceAsyncImpl stop;
    private final StopIdsForAgencyServiceAsyncImpl stopIdsForAgency;
    private final ScheduleForStopServiceAsyncImpl scheduleForStop;
    private final RouteServiceAsyncImpl route;
    private final RouteIdsForAgencyServiceAsyncImpl routeIdsForAgency;
    private final RoutesForLocationServiceAsyncImpl routesForLocation;
    private final RoutesForAgencyServiceAsyncImpl routesForAgency;
    private final ScheduleForRouteServiceAsyncImpl scheduleForRoute;
    private final ArrivalsAndDeparturesForLocationServiceAsyncImpl arrivalsAndDeparturesForLocation;
    private final ArrivalAndDepartureServiceAsyncImpl arrivalAndDeparture;
    private final TripServiceAsyncImpl trip;
    private final TripsForLocationServiceAsyncImpl tripsForLocation;
    private final TripDetailServiceAsyncImpl tripDetails;
    private final TripForVehicleServiceAsyncImpl tripForVehicle;
    private final TripsForRouteServiceAsyncImpl tripsForRoute;
    private final ReportProblemWithStopServiceAsyncImpl reportProblemWithStop;
    private final ReportProblemWithTripServiceAsyncImpl reportProblemWithTrip;
    private final SearchForStopServiceAsyncImpl searchForStop;
    private final SearchForRouteServiceAsyncImpl searchForRoute;
    private final BlockServiceAsyncImpl block;
    private final ShapeServiceAsyncImpl shape;

    public OnebusawaySdkServiceAsyncImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.withRawResponse = new WithRawResponseImpl(clientOptions);
        this.agenciesWithCoverage = new AgenciesWithCoverageServiceAsyncImpl(clientOptions);
        this.agency = new AgencyServiceAsyncImpl(clientOptions);
        this.vehiclesForAgency = new VehiclesForAgencyServiceAsyncImpl(clientOptions);
        this.config = new ConfigServiceAsyncImpl(clientOptions);
        this.currentTime = new CurrentTimeServiceAsyncImpl(clientOptions);
        this.stopsForLocation = new StopsForLocationServiceAsyncImpl(clientOptions);
        this.stopsForRoute = new StopsForRouteServiceAsyncImpl(clientOptions);
        this.stopsForAgency = new StopsForAgencyServiceAsyncImpl(clientOptions);
        this.stop = new StopServiceAsyncImpl(clientOptions);
        this.stopIdsForAgency = new StopIdsForAgencyServiceAsyncImpl(clientOptions);
        this.scheduleForStop = new ScheduleForStopServiceAsyncImpl(clientOptions);
        this.route = new RouteServiceAsyncImpl(clientOptions);
        this.routeIdsForAgency = new RouteIdsForAgencyServiceAsyncImpl(clientOptions);
        this.routesForLocation = new RoutesForLocationServiceAsyncImpl(clientOptions);
        this.routesForAgency = new RoutesForAgencyServiceAsyncImpl(clientOptions);
        this.scheduleForRoute = new ScheduleForRouteServiceAsyncImpl(clientOptions);
        this.arrivalsAndDeparturesForLocation =
                new ArrivalsAndDeparturesForLocationServiceAsyncImpl(clientOptions);
        this.arrivalAndDeparture = new ArrivalAndDepartureServiceAsyncImpl(clientOptions);
        this.trip = new TripServiceAsyncImpl(clientOptions);
        this.tripsForLocation = new TripsForLocationServiceAsyncImpl(clientOptions);
        this.tripDetails = new TripDetailServiceAsyncImpl(clientOptions);
        this.tripForVehicle = new TripForVehicleServiceAsyncImpl(clientOptions);
        this.tripsForRoute = new TripsForRouteServiceAsyncImpl(clientOptions);
        this.reportProblemWithStop = new ReportProblemWithStopServiceAsyncImpl(clientOptions);
        this.reportProblemWithTrip = new ReportProblemWithTripServiceAsyncImpl(clientOptions);
        this.searchForStop = new SearchForStopServiceAsyncImpl(clientOptions);
        this.searchForRoute = new SearchForRouteServiceAsyncImpl(clientOptions);
        this.block = new BlockServiceAsyncImpl(clientOptions);
        this.shape = new ShapeServiceAsyncImpl(clientOptions);
    }

    @Override
    public OnebusawaySdkServiceAsync.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    @Override
    public AgenciesWithCoverageServiceAsync agenciesWithCoverage() {
        return agenciesWithCoverage;
    }

    @Override
    public AgencyServiceAsync agency() {
        return agency;
    }

    @Override
    public VehiclesForAgencyServiceAsync vehiclesForAgency() {
        return vehiclesForAgency;
    }

    @Override
    public ConfigServiceAsync config() {
        return config;
    }

    @Override
    public CurrentTimeServiceAsync currentTime() {
        return currentTime;
    }

    @Override
    public StopsForLocationServiceAsync stopsForLocation() {
        return stopsForLocation;
    }

    @Override
    public StopsForRouteServiceAsync stopsForRoute() {
        return stopsForRoute;
    }

    @Override
    public StopsForAgencyServiceAsync stopsForAgency() {
        return stopsForAgency;
    }

    @Override
    public StopServiceAsync stop() {
        return stop;
    }

    @Override
    public StopIdsForAgencyServiceAsync stopIdsForAgency() {
        return stopIdsForAgency;
    }

    @Override
    public ScheduleForStopServiceAsync scheduleForStop() {
        return scheduleForStop;
    }

    @Override
    public RouteServiceAsync route() {
        return route;
    }

    @Override
    public RouteIdsForAgencyServiceAsync routeIdsForAgency() {
        return routeIdsForAgency;
    }

    @Override
    public RoutesForLocationServiceAsync routesForLocation() {
        return routesForLocation;
    }

    @Override
    public RoutesForAgencyServiceAsync routesForAgency() {
        return routesForAgency;
    }

    @Override
    public ScheduleForRouteServiceAsync scheduleForRoute() {
        return scheduleForRoute;
    }

    @Override
    public ArrivalsAndDeparturesForLocationServiceAsync arrivalsAndDeparturesForLocation() {
        return arrivalsAndDeparturesForLocation;
    }

    @Override
    public ArrivalAndDepartureServiceAsync arrivalAndDeparture() {
        return arrivalAndDeparture;
    }

    @Override
    public TripServiceAsync trip() {
        return trip;
    }

    @Override
    public TripsForLocationServiceAsync tripsForLocation() {
        return tripsForLocation;
    }

    @Override
    public TripDetailServiceAsync tripDetails() {
        return tripDetails;
    }

    @Override
    public TripForVehicleServiceAsync tripForVehicle() {
        return tripForVehicle;
    }

    @Override
    public TripsForRouteServiceAsync tripsForRoute() {
        return tripsForRoute;
    }

    @Override
    public ReportProblemWithStopServiceAsync reportProblemWithStop() {
        return reportProblemWithStop;
    }

    @Override
    public ReportProblemWithTripServiceAsync reportProblemWithTrip() {
        return reportProblemWithTrip;
    }

    @Override
    public SearchForStopServiceAsync searchForStop() {
        return searchForStop;
    }

    @Override
    public SearchForRouteServiceAsync searchForRoute() {
        return searchForRoute;
    }

    @Override
    public BlockServiceAsync block() {
        return block;
    }

    @Override
    public ShapeServiceAsync shape() {
        return shape;
    }

    public static final class WithRawResponseImpl
            implements OnebusawaySdkServiceAsync.WithRawResponse {

        private final ClientOptions clientOptions;
        private final AgenciesWithCoverageServiceAsyncImpl.WithRawResponseImpl agenciesWithCoverage;
        private final AgencyServiceAsyncImpl.WithRawResponseImpl agency;
        private final VehiclesForAgencyServiceAsyncImpl.WithRawResponseImpl vehiclesForAgency;
        private final ConfigServiceAsyncImpl.WithRawResponseImpl config;
        private final CurrentTimeServiceAsyncImpl.WithRawResponseImpl currentTime;
        private final StopsForLocationServiceAsyncImpl.WithRawResponseImpl stopsForLocation;
        private final StopsForRouteServiceAsyncImpl.WithRawResponseImpl stopsForRoute;
        private final StopsForAgencyServiceAsyncImpl.WithRawResponseImpl stopsForAgency;
        private final StopServiceAsyncImpl.WithRawResponseImpl stop;
        private final StopIdsForAgencyServiceAsyncImpl.WithRawResponseImpl stopIdsForAgency;
        private final ScheduleForStopServiceAsyncImpl.WithRawResponseImpl scheduleForStop;
        private final RouteServiceAsyncImpl.WithRawResponseImpl route;
        private final RouteIdsForAgencyServiceAsyncImpl.WithRawResponseImpl routeIdsForAgency;
        private final RoutesForLocationServiceAsyncImpl.WithRawResponseImpl routesForLocation;
        private final RoutesForAgencyServiceAsyncImpl.WithRawResponseImpl routesForAgency;
        private final ScheduleForRouteServiceAsyncImpl.WithRawResponseImpl scheduleForRoute;
        private final ArrivalsAndDeparturesForLocationServiceAsyncImpl.WithRawResponseImpl
                arrivalsAndDeparturesForLocation;
        private final ArrivalAndDepartureServiceAsyncImpl.WithRawResponseImpl arrivalAndDeparture;
        private final TripServiceAsyncImpl.WithRawResponseImpl trip;
        private final TripsForLocationServiceAsyncImpl.WithRawResponseImpl tripsForLocation;
        private final TripDetailServiceAsyncImpl.WithRawResponseImpl tripDetails;
        private final TripForVehicleServiceAsyncImpl.WithRawResponseImpl tripForVehicle;
        private final TripsForRouteServiceAsyncImpl.WithRawResponseImpl tripsForRoute;
        private final ReportProblemWithStopServiceAsyncImpl.WithRawResponseImpl
                reportProblemWithStop;
        private final ReportProblemWithTripServiceAsyncImpl.WithRawResponseImpl
                reportProblemWithTrip;
        private final SearchForStopServiceAsyncImpl.WithRawResponseImpl searchForStop;
        private final SearchForRouteServiceAsyncImpl.WithRawResponseImpl searchForRoute;
        private final BlockServiceAsyncImpl.WithRawResponseImpl block;
        private final ShapeServiceAsyncImpl.WithRawResponseImpl shape;

        public WithRawResponseImpl(ClientOptions clientOptions) {
            this.clientOptions = clientOptions;
            this.agenciesWithCoverage =
                    new AgenciesWithCoverageServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.agency = new AgencyServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.vehiclesForAgency =
                    new VehiclesForAgencyServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.config = new ConfigServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.currentTime = new CurrentTimeServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.stopsForLocation =
                    new StopsForLocationServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.stopsForRoute =
                    new StopsForRouteServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.stopsForAgency =
                    new StopsForAgencyServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.stop = new StopServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.stopIdsForAgency =
                    new StopIdsForAgencyServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.scheduleForStop =
                    new ScheduleForStopServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.route = new RouteServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.routeIdsForAgency =
                    new RouteIdsForAgencyServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.routesForLocation =
                    new RoutesForLocationServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.routesForAgency =
                    new RoutesForAgencyServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.scheduleForRoute =
                    new ScheduleForRouteServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.arrivalsAndDeparturesForLocation =
                    new ArrivalsAndDeparturesForLocationServiceAsyncImpl.WithRawResponseImpl(
                            clientOptions);
            this.arrivalAndDeparture =
                    new ArrivalAndDepartureServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.trip = new TripServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.tripsForLocation =
                    new TripsForLocationServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.tripDetails = new TripDetailServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.tripForVehicle =
                    new TripForVehicleServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.tripsForRoute =
                    new TripsForRouteServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.reportProblemWithStop =
                    new ReportProblemWithStopServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.reportProblemWithTrip =
                    new ReportProblemWithTripServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.searchForStop =
                    new SearchForStopServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.searchForRoute =
                    new SearchForRouteServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.block = new BlockServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.shape = new ShapeServiceAsyncImpl.WithRawResponseImpl(clientOptions);
        }

        @Override
        public AgenciesWithCoverageServiceAsync.WithRawResponse agenciesWithCoverage() {
            return agenciesWithCoverage;
        }

        @Override
        public AgencyServiceAsync.WithRawResponse agency() {
            return agency;
        }

        @Override
        public VehiclesForAgencyServiceAsync.WithRawResponse vehiclesForAgency() {
            return vehiclesForAgency;
        }

        @Override
        public ConfigServiceAsync.WithRawResponse config() {
            return config;
        }

        @Override
        public CurrentTimeServiceAsync.WithRawResponse currentTime() {
            return currentTime;
        }

        @Override
        public StopsForLocationServiceAsync.WithRawResponse stopsForLocation() {
            return stopsForLocation;
        }

        @Override
        public StopsForRouteServiceAsync.WithRawResponse stopsForRoute() {
            return stopsForRoute;
        }

        @Override
        public StopsForAgencyServiceAsync.WithRawResponse stopsForAgency() {
            return stopsForAgency;
        }

        @Override
        public StopServiceAsync.WithRawResponse stop() {
            return stop;
        }

        @Override
        public StopIdsForAgencyServiceAsync.WithRawResponse stopIdsForAgency() {
            return stopIdsForAgency;
        }

        @Override
        public ScheduleForStopServiceAsync.WithRawResponse scheduleForStop() {
            return scheduleForStop;
        }

        @Override
        public RouteServiceAsync.WithRawResponse route() {
            return route;
        }

        @Override
        public RouteIdsForAgencyServiceAsync.WithRawResponse routeIdsForAgency() {
            return routeIdsForAgency;
        }

        @Override
        public RoutesForLocationServiceAsync.WithRawResponse routesForLocation() {
            return routesForLocation;
        }

        @Override
        public RoutesForAgencyServiceAsync.WithRawResponse routesForAgency() {
            return routesForAgency;
        }

        @Override
        public ScheduleForRouteServiceAsync.WithRawResponse scheduleForRoute() {
            return scheduleForRoute;
        }

        @Override
        public ArrivalsAndDeparturesForLocationServiceAsync.WithRawResponse
                arrivalsAndDeparturesForLocation() {
            return arrivalsAndDeparturesForLocation;
        }

        @Override
        public ArrivalAndDepartureServiceAsync.WithRawResponse arrivalAndDeparture() {
            return arrivalAndDeparture;
        }

        @Override
        public TripServiceAsync.WithRawResponse trip() {
            return trip;
        }

        @Override
        public TripsForLocationServiceAsync.WithRawResponse tripsForLocation() {
            return tripsForLocation;
        }

        @Override
        public TripDetailServiceAsync.WithRawResponse tripDetails() {
            return tripDetails;
        }

        @Override
        public TripForVehicleServiceAsync.WithRawResponse tripForVehicle() {
            return tripForVehicle;
        }

        @Override
        public TripsForRouteServiceAsync.WithRawResponse tripsForRoute() {
            return tripsForRoute;
        }

        @Override
        public ReportProblemWithStopServiceAsync.WithRawResponse reportProblemWithStop() {
            return reportProblemWithStop;
        }

        @Override
        public ReportProblemWithTripServiceAsync.WithRawResponse reportProblemWithTrip() {
            return reportProblemWithTrip;
        }

        @Override
        public SearchForStopServiceAsync.WithRawResponse searchForStop() {
            return searchForStop;
        }

        @Override
        public SearchForRouteServiceAsync.WithRawResponse searchForRoute() {
            return searchForRoute;
        }

        @Override
        public BlockServiceAsync.WithRawResponse block() {
            return block;
        }

        @Override
        public ShapeServiceAsync.WithRawResponse shape() {
            return shape;
        }
    }
}
